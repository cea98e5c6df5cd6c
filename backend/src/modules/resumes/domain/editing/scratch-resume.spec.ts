import { scratchResume } from './scratch-resume';

describe('scratchResume', () => {
  it('keeps what the user wrote, notes as highlights, and nothing else', () => {
    const resume = scratchResume({
      name: ' Inès Martin ',
      label: 'Data analyst',
      email: '',
      city: 'Lyon',
      work: [{ position: 'Analyste', name: 'Banque Rhône', startDate: '2021-03', notes: '- Tableaux de bord Power BI\n\n• Requêtes SQL' }],
      education: [{ institution: '', studyType: 'Master' }],
      skills: ['SQL', ' ', 'Python'],
      languages: [{ language: 'Anglais', fluency: 'C1' }],
    });
    expect(resume).toEqual({
      basics: { name: 'Inès Martin', label: 'Data analyst', location: { city: 'Lyon' } },
      work: [
        { position: 'Analyste', name: 'Banque Rhône', startDate: '2021-03', highlights: ['Tableaux de bord Power BI', 'Requêtes SQL'] },
      ],
      skills: [{ keywords: ['SQL', 'Python'] }],
      languages: [{ language: 'Anglais', fluency: 'C1' }],
    });
  });
});
