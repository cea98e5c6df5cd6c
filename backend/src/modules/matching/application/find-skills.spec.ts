import { FindSkills } from './find-skills';

describe('FindSkills', () => {
  it('finds skills in text and in a structured resume with the job-intake lexicon', () => {
    const skills = new FindSkills();
    expect(skills.inText('Experience with JS and gestion de projet').map((k) => k.id)).toEqual(['javascript', 'project-management']);
    const evidence = skills.inResume({
      resume: { skills: [{ name: 'Web', keywords: ['JavaScript'] }] },
      language: 'en',
    });
    expect(evidence.get('javascript')).toEqual([{ path: 'skills[0].keywords[0]', text: 'JavaScript' }]);
  });
});
