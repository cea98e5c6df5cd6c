import { findWords } from './find-words';

describe('findWords (a keyword that is its words, found in resume text)', () => {
  const found = (line: string, phrase: string) => {
    const at = findWords(line, phrase);
    return at && line.slice(at.start, at.end);
  };

  it('finds the words whole and in order, whatever their case, accents or number', () => {
    expect(found('Installed Cable Trays and switchgear', 'cable tray')).toBe('Cable Trays');
    expect(found('Suivi de la chaîne du froid', 'chaine du froid')).toBe('chaîne du froid');
    expect(found('Fitted cable-trays on site', 'cable trays')).toBe('cable-trays');
  });

  it('finds no part of a word, nor words apart', () => {
    expect(found('Cabletrays', 'cable trays')).toBeUndefined();
    expect(found('cable, trays', 'cable trays')).toBeUndefined();
    expect(found('trays of cable', 'cable trays')).toBeUndefined();
  });

  it('finds a task the posting names by its verb in the tense a resume writes it, with a word of detail', () => {
    expect(found('Processed supplier payments weekly', 'Process payments')).toBe('Processed supplier payments');
    expect(found('Reading blueprints and schematics', 'Read blueprints')).toBe('Reading blueprints');
    expect(found('Managed 12 subcontractors on site', 'Manage subcontractors')).toBe('Managed 12 subcontractors');
    expect(found('Planned menus for 200 covers', 'plan menus')).toBe('Planned menus');
  });

  it("allows no extra word where the first word is the same, nor two, nor a comma, nor a single word's other form", () => {
    expect(found('Installed cable management trays', 'cable tray')).toBeUndefined();
    expect(found('Processed all supplier payments', 'Process payments')).toBeUndefined();
    expect(found('Processed refunds, payments', 'Process payments')).toBeUndefined();
    expect(found('Ten years in the market', 'marketing')).toBeUndefined();
    expect(found('Needed payments', 'need payments')).toBe('Needed payments');
  });
});
