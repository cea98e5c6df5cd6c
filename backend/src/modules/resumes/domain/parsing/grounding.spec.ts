import { groundResume, mergeRefinement } from './grounding';

const text = `Gaëlle Lefèvre
Cheffe de projet digital · gaelle@example.fr · 06 12 34 56 78
Maison Vérité — janv. 2020 – aujourd’hui
Pilotage de la refonte du site marchand : +25 % de taux de conversion.`;

describe('groundResume', () => {
  it('keeps values found in the text (accents, typographic quotes, dates by year, phones by digits)', () => {
    const { resume, dropped } = groundResume(
      {
        basics: { name: 'Gaëlle Lefèvre', phone: '+33 (0)6 12 34 56 78'.replace('+33 (0)', ''), email: 'gaelle@example.fr' },
        work: [
          {
            name: 'Maison Vérité',
            startDate: '2020-01',
            highlights: ['Pilotage de la refonte du site marchand : +25 % de taux de conversion.'],
          },
        ],
      },
      text,
    );
    expect(dropped).toEqual([]);
    expect(resume.work?.[0].startDate).toBe('2020-01');
  });

  it('drops invented employers, figures and dates, and entries left empty', () => {
    const { resume, dropped } = groundResume(
      {
        basics: { name: 'Gaëlle Lefèvre', label: 'Directrice marketing' },
        work: [
          { name: 'Maison Vérité', highlights: ['+40 % de taux de conversion'] },
          { name: 'Globex', position: 'CEO', startDate: '2011' },
        ],
      },
      text,
    );
    expect(resume).toEqual({ basics: { name: 'Gaëlle Lefèvre' }, work: [{ name: 'Maison Vérité' }] });
    expect(dropped).toEqual(expect.arrayContaining(['basics.label', 'work[0].highlights[0]', 'work[1].name', 'work[1].startDate']));
  });
});

describe('mergeRefinement', () => {
  it('keeps the baseline where it has values and takes sections the refinement reads more fully', () => {
    const merged = mergeRefinement(
      { basics: { name: 'A B', email: 'a@b.c' }, work: [{ name: 'X' }], skills: [{ name: 'Go' }, { name: 'SQL' }] },
      { basics: { name: 'Wrong', summary: 'S' }, work: [{ name: 'X', position: 'Dev' }, { name: 'Y' }], skills: [{ name: 'Go' }] },
    );
    expect(merged.basics).toEqual({ name: 'A B', email: 'a@b.c', summary: 'S' });
    expect(merged.work).toHaveLength(2);
    expect(merged.skills).toHaveLength(2);
  });
});
