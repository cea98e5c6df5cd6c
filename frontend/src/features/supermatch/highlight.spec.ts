import { highlight } from './highlight';

describe('highlight', () => {
  it('marks whole words, ignoring case and accents, longer terms first', () => {
    const parts = highlight('Built Node.js services; node tools. Gestion de PROJET.', [
      { terms: ['Node'], tone: 'a' },
      { terms: ['Node.js'], tone: 'b' },
      { terms: ['gestion de projet'], tone: 'c' },
    ]);
    expect(parts.filter((p) => p.tone)).toEqual([
      { text: 'Node.js', tone: 'b' },
      { text: 'node', tone: 'a' },
      { text: 'Gestion de PROJET', tone: 'c' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Built Node.js services; node tools. Gestion de PROJET.');
  });

  it('does not mark inside a longer word, and folds accents', () => {
    const parts = highlight('Javascript and Java; équipe', [
      { terms: ['Java'], tone: 'x' },
      { terms: ['equipe'], tone: 'y' },
    ]);
    expect(parts.filter((p) => p.tone).map((p) => p.text)).toEqual(['Java', 'équipe']);
  });
});
