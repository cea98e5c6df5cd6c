/** A JSON Resume with what enhancement fixes: weak openers, pronouns, no summary, duplicate skills. */
export const weakResume = {
  basics: { name: 'Sam Rivera', label: 'Project Manager', email: 'sam.rivera@example.com' },
  work: [
    {
      name: 'Harbor Freight Lines',
      position: 'Project Manager',
      startDate: '2019-03',
      endDate: '',
      highlights: ['Responsible for managing a team of 6 people across two depots', 'I worked on the rollout of a new routing tool'],
    },
  ],
  education: [{ institution: 'Université de Lyon', studyType: 'Master', area: 'Logistics', endDate: '2018' }],
  skills: [{ name: 'Tools', keywords: ['Excel', 'excel', 'Jira', 'JIRA'] }],
};
