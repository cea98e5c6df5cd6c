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
});
