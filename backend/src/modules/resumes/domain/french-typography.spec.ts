import { frenchTypography } from './french-typography';

const N = '\u202F';

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ; : ! ? and inside « »', () => {
    expect(frenchTypography('Compétences: Scrum; Kanban! Pourquoi? «Oui»')).toBe(
      `Compétences${N}: Scrum${N}; Kanban${N}! Pourquoi${N}? «${N}Oui${N}»`,
    );
    expect(frenchTypography('Note : très bien')).toBe(`Note${N}: très bien`);
  });

  it('leaves URLs, times and ratios alone', () => {
    expect(frenchTypography('https://exemple.fr à 10:30, note 3:1')).toBe('https://exemple.fr à 10:30, note 3:1');
  });

  it('binds a percent sign to its number and uses the typographic apostrophe', () => {
    expect(frenchTypography("de 40 % à l'été")).toBe(`de 40${N}% à l’été`);
  });
});
