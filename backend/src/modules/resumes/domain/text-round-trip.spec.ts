import { checkRoundTrip, wordRecovery, words } from './text-round-trip';

describe('text round-trip gate', () => {
  const printed = ['Professional Summary', 'Efficient office workflow', 'Jan\u00A02020\u00A0– Present', 'Compétences\u202F: Scrum'];

  it('passes the same words in the same order, with decoration and French spacing in between', () => {
    const extracted = 'Professional Summary\n• Efficient office workflow\nJan 2020 – Present · Compétences: Scrum\n\f';
    expect(checkRoundTrip(printed, extracted)).toEqual({ ok: true, expectedWords: 11, recoveredWords: 11 });
  });

  it('fails a word split by spaces', () => {
    const result = checkRoundTrip(['PROFESSIONAL SUMMARY'], 'PROFESSIONAL SUM M ARY');
    expect(result.ok).toBe(false);
    expect(result.firstMismatch).toMatchObject({ expected: 'SUMMARY', index: 1 });
  });

  it('accepts a long token wrapped at a line end, but not one split inside a line', () => {
    const url = 'https://example.com/a/very/long/path/that/wraps';
    expect(checkRoundTrip([`Built ${url} alone`], 'Built https://example.com/a/very/\nlong/path/that/wraps alone').ok).toBe(true);
    expect(checkRoundTrip([`Built ${url} alone`], 'Built https://example.com/a/very/ long/path/that/wraps alone').ok).toBe(false);
    // Pieces across a line end must still spell the word exactly.
    expect(checkRoundTrip([`Built ${url} alone`], 'Built https://example.com/a/very/\nlong/path/that/wrap alone').ok).toBe(false);
    expect(checkRoundTrip(['SUMMARY'], 'SUM\nM ARY').ok).toBe(false);
  });

  it('fails lost accents and ligature glyphs', () => {
    expect(checkRoundTrip(['Expérience'], 'Experience').ok).toBe(false);
    expect(checkRoundTrip(['efficient office'], 'eﬃcient oﬃce').ok).toBe(false);
  });

  it('fails words out of order, missing or extra', () => {
    expect(checkRoundTrip(['one two three'], 'one three two').ok).toBe(false);
    expect(checkRoundTrip(['one two three'], 'one two').ok).toBe(false);
    expect(checkRoundTrip(['one two'], 'one two injected').ok).toBe(false);
  });

  it('ignores the bidi marks extractors add around right-to-left text and spaces between CJK glyphs', () => {
    expect(checkRoundTrip(['Arabic: مرحبا بالعالم', '王小明'], 'Arabic: \u202Bمرحبا بالعالم\u202C 王 小明').ok).toBe(true);
  });

  it('normalises composed and decomposed accents alike', () => {
    expect(words('Ge\u0301rard')).toEqual(['Gérard']);
  });

  it('measures word recovery regardless of order', () => {
    expect(wordRecovery(['alpha beta gamma delta'], 'delta alpha beta')).toBe(0.75);
    expect(wordRecovery([], '')).toBe(1);
  });

  it('accepts what an extractor faithfully gives back: a line-end hyphen joined, invisible tokens, spacing at punctuation', () => {
    expect(checkRoundTrip(["la gestion de l'AD-", 'ministration des postes'], "la gestion de l'AD-ministration des postes").ok).toBe(true);
    expect(checkRoundTrip(["de l'AD-", 'ministration'], "de l'ADministration").ok).toBe(true);
    expect(checkRoundTrip(['Skills \u200B Web development (HTML, CSS)'], 'Skills Web development (HTML, CSS)').ok).toBe(true);
    expect(checkRoundTrip(['Soft\u00ADware \uF0E0 contact'], 'Software contact').ok).toBe(true);
    expect(checkRoundTrip(['Web development (HTML, CSS)'], 'Web development ( HTML , CSS )').ok).toBe(true);
    expect(checkRoundTrip(['C# · .NET Framework'], 'C# ·.NET Framework').ok).toBe(true);
    expect(checkRoundTrip(['C# ∙ .NET', 'Java'], 'C# ∙.NET\n•Java').ok).toBe(true);
    expect(checkRoundTrip(['My SQL', '.NET Framework'], 'My SQL · .NET Framework').ok).toBe(true);
    expect(checkRoundTrip(['https://example.ca/live-radio/1-', '51/clip/'], 'https://example.ca/live-radio/151/clip/').ok).toBe(true);
  });

  it('still fails a real loss next to those tolerances', () => {
    expect(checkRoundTrip(["de l'AD-", 'ministration des postes'], "de l'AD- des postes").ok).toBe(false);
    expect(checkRoundTrip(["de l'AD-", 'ministration'], "de l'ADmin").ok).toBe(false);
    expect(checkRoundTrip(['Web development (HTML, CSS)'], 'Web development (HTML)').ok).toBe(false);
    expect(checkRoundTrip(['C# .NET'], 'C# ·NET').ok).toBe(false);
    expect(checkRoundTrip(['PROFESSIONAL SUMMARY (EN)'], 'PROFESSIONAL SUM M ARY (EN)').ok).toBe(false);
  });
});
