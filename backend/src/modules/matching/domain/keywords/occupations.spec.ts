import { extractKeywords } from './extract-keywords';
import { occupationEntries } from './lexicon/occupations';
import { PhraseMatcher } from './phrase-matcher';

const DATA = [
  ['occ:sick-pay', 'hard', 'statutory sick pay|sick pay', 'indemnités journalières', 'SSP'],
  ['occ:optimiser', 'tool', 'optimiser|power optimiser', 'optimiseur', ''],
  ['occ:outlook', 'tool', '', '', 'Outlook'],
  ['occ:printer', 'tool', 'printer', 'imprimante', ''],
]
  .map((fields) => fields.join('\t'))
  .join('\n');

describe('occupation lexicon', () => {
  const entries = occupationEntries(DATA);
  const ids = (matcher: PhraseMatcher, line: string, language?: 'en' | 'fr') => matcher.mentions(line, language).map((m) => m.entry.id);

  it('reads kinds, both languages and exact-case spellings', () => {
    expect(entries[0]).toEqual({
      id: 'occ:sick-pay',
      kind: 'hard',
      en: ['statutory sick pay', 'sick pay'],
      fr: ['indemnités journalières'],
      cased: ['SSP'],
    });
    expect(entries[3].cased).toBeUndefined();
  });

  it('takes a one-word spelling as a sure skill in a line that lists things, never in prose', () => {
    const sure = new PhraseMatcher(entries, { sureWords: true });
    expect(sure.mentions('- Install laptops, printers and phones')).toEqual([expect.objectContaining({ start: 19, end: 27 })]);
    expect(sure.mentions('- Install laptops, printers and phones')[0].weak).toBeUndefined();
    expect(new PhraseMatcher(entries).mentions('- Install laptops, printers and phones')[0].weak).toBe(true);
    expect(ids(sure, 'The printer of the book was late')).toEqual([]);
  });

  it('counts a one-word spelling only in text of its language', () => {
    const matcher = new PhraseMatcher(entries, { sureWords: true, wordsInTheirLanguage: true });
    expect(ids(matcher, '- Optimiser les coûts, les délais et la qualité', 'fr')).toEqual([]);
    expect(ids(matcher, '- Fit inverters, optimisers and batteries', 'en')).toEqual(['occ:optimiser']);
    expect(ids(matcher, '- Pose de power optimisers, onduleurs', 'fr')).toEqual(['occ:optimiser']);
  });

  it('takes a capitalised product name only where it is written so, and not opening a sentence', () => {
    const matcher = new PhraseMatcher(entries, { sureWords: true });
    expect(ids(matcher, '- Word, Outlook and Excel')).toEqual(['occ:outlook']);
    expect(ids(matcher, 'Our outlook is bright, we grow.')).toEqual([]);
    expect(ids(matcher, 'Outlook is bright for everyone, we grow.')).toEqual([]);
  });

  it('ships concepts of one thing each: related but different things are different keywords', () => {
    // Reviewed line by line (docs/architecture.md): a resume naming one spelling evidences every
    // other spelling of its concept, so "two-way radio" must not stand for "metal detector".
    const shipped = occupationEntries();
    const idOf = (spelling: string) => shipped.find((e) => [...e.en, ...e.fr, ...(e.cased ?? [])].includes(spelling))?.id;
    for (const [a, b] of [
      ['metal detector', 'two-way radio'],
      ['kneading', 'fermentation'],
      ['sales ledger', 'purchase ledger'],
      ['burp suite', 'nmap'],
    ]) {
      expect(idOf(a)).toBeDefined();
      expect(idOf(b)).toBeDefined();
      expect(idOf(a)).not.toBe(idOf(b));
    }
  });

  it('gives programming languages the kind of tools: the "language" kind is for spoken languages', () => {
    const kinds = new Map(occupationEntries().map((e) => [e.en[0] ?? e.cased?.[0], e.kind]));
    expect(kinds.get('vhdl')).toBe('tool');
    expect(kinds.get('kotlin')).not.toBe('language');
    expect(kinds.get('tigrinya')).toBe('language');
  });

  it('ships a lexicon the extractor uses, in both languages', () => {
    expect(occupationEntries().length).toBeGreaterThan(3000);
    const en = extractKeywords('Payroll Administrator\n- Process starters and leavers, statutory sick pay and auto-enrolment', 'en');
    expect(en.map((k) => k.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^occ:/)]));
    const fr = extractKeywords('Cariste (H/F)\n- Préparation de commandes, chargement des camions, CACES R489', 'fr');
    expect(fr.length).toBeGreaterThan(1);
  });
});
