/** A small JSON Resume the debug tools start with, so a render is one click away. */
export const SAMPLE_RESUME = {
  basics: {
    name: 'Alex Martin',
    label: 'Product designer',
    email: 'alex.martin@example.com',
    summary: 'Designer who ships accessible interfaces with small teams.',
  },
  work: [
    {
      name: 'Atelier Nord',
      position: 'Senior product designer',
      startDate: '2021-03',
      highlights: ['Led the redesign of the checkout, raising completion by 12%', 'Built the component library used by four teams'],
    },
  ],
  education: [{ institution: 'École de design de Nantes', area: 'Interaction design', studyType: 'Master', endDate: '2016' }],
  skills: [{ name: 'Design', keywords: ['Figma', 'Prototyping', 'Accessibility'] }],
};
