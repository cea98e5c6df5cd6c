import { extractKeywords, SKILLS_MATCHER } from './extract-keywords';
import { escoEntries } from './lexicon/esco';
import { PhraseMatcher } from './phrase-matcher';

const ids = (text: string, language: 'en' | 'fr' = 'en') => extractKeywords(text, language).map((k) => `${k.kind}:${k.id}`);

describe('ESCO lexicon, domains and technical terms', () => {
  it('reads the shipped ESCO data: English and French labels of one concept share its id', () => {
    const entries = escoEntries();
    expect(entries.length).toBeGreaterThan(2000);
    const embedded = entries.find((e) => e.en.includes('nanotechnology'));
    expect(embedded?.fr).toContain('nanotechnologie');
    expect(embedded?.id).toMatch(/^esco:[0-9a-f]{8}$/);
  });

  it('finds an ESCO skill in English and in French under one id', () => {
    const en = extractKeywords('You will lead geological mapping in the field.', 'en').find((k) => k.id.startsWith('esco:'));
    const fr = extractKeywords('Vous menez la cartographie géologique sur le terrain.', 'fr').find((k) => k.id.startsWith('esco:'));
    expect(en?.id).toBeDefined();
    expect(fr?.id).toBe(en?.id);
  });

  it('guards precision: a one-word acronym only as written, other one-word labels only in lists, no singular of one word', () => {
    const matcher = new PhraseMatcher(escoEntries('esco:00000001\tcredit card payments|physics\t\nesco:00000002\t\tAVEC|LESS'));
    expect(matcher.mentions('Nous travaillons avec vous sur les paiements').map((m) => m.entry.id)).toEqual([]);
    expect(matcher.mentions('Outils : AVEC, LESS').map((m) => m.entry.id)).toEqual(['esco:00000002', 'esco:00000002']);
    expect(matcher.mentions('She enjoys physics and long walks').map((m) => m.entry.id)).toEqual([]);
    expect(matcher.mentions('Skills: physics, chemistry').map((m) => m.entry.id)).toEqual(['esco:00000001']);
    expect(matcher.mentions('We take credit card payments.').map((m) => m.entry.id)).toEqual(['esco:00000001']);
  });

  it('makes domain and industry terms their own kind, in both languages', () => {
    expect(ids('Backend engineer for a fintech in banking and e-commerce')).toEqual(
      expect.arrayContaining(['domain:domain-fintech', 'domain:domain-banking', 'domain:domain-ecommerce']),
    );
    expect(ids('Éditeur de logiciels embarqués pour le secteur bancaire', 'fr')).toEqual(expect.arrayContaining(['domain:domain-banking']));
    // "AI" the acronym is a domain; the letters inside "J'ai" are not.
    expect(ids("J'ai travaillé en équipe", 'fr')).not.toContain('domain:domain-ai');
  });

  it('names unknown product names and acronyms listed beside a known skill, the same way in a posting and in a resume', () => {
    const posting = ids('Tools: Java, NXLog, QuillStack and ISO 27001');
    expect(posting).toEqual(expect.arrayContaining(['tool:term:nxlog', 'tool:term:quillstack']));
    // Alone (no skill the lexicons know in the line), an acronym or a name is not a skill.
    expect(ids('Tools: NXLog, QuillStack')).toEqual([]);
    expect(ids('We are a SAS based in the USA, and we hire.')).toEqual([]);
    const resumeLine = SKILLS_MATCHER.mentions('Outils : Java, NXLog, QuillStack', 'fr').map((m) => m.entry.id);
    expect(resumeLine).toEqual(expect.arrayContaining(['term:nxlog', 'term:quillstack']));
  });
});
