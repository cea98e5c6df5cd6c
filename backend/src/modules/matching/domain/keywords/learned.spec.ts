import { CombinedMatcher, PhraseMatcher } from './phrase-matcher';
import { SKILLS_MATCHER, WRITTEN_MATCHER, extractKeywords } from './extract-keywords';
import { LearnedStoplist, learnedEntries } from './lexicon/learned';
import { occupationEntries } from './lexicon/occupations';

describe('learned lexicon', () => {
  const entries = learnedEntries(['en\tschedule posts', 'fr\taudit contractuel', 'fr\tponctuel', 'en\tCelery'].join('\n'));

  it('reads each phrase in the language it was learned from, a capitalised word only as written', () => {
    expect(entries[0]).toEqual({ id: 'learned:en:schedule-posts', kind: 'hard', en: ['schedule posts'], fr: [] });
    expect(entries[1]).toMatchObject({ id: 'learned:fr:audit-contractuel', en: [], fr: ['audit contractuel'] });
    expect(entries[3]).toMatchObject({ en: [], fr: [], cased: ['Celery'] });
  });

  it('stoplists a spelling as written, in its language only', () => {
    const stoplist = new LearnedStoplist('en\tspring\nfr\tvéhicule de service');
    expect(stoplist.has('spring', 'en')).toBe(true);
    expect(stoplist.has('Spring', 'en')).toBe(false);
    expect(stoplist.has('spring', 'fr')).toBe(false);
    expect(stoplist.has('véhicule de service', 'fr')).toBe(true);
  });

  it('drops a stoplisted spelling from what a posting asks for', () => {
    const matcher = new CombinedMatcher(new PhraseMatcher(entries, { sureWords: true, wordsInTheirLanguage: true }));
    const text = 'Auditeur\n- Missions d’audit contractuel\n- Vous êtes ponctuel, rigoureux';
    expect(extractKeywords(text, 'fr', { matcher }).map((k) => k.term)).toEqual(['audit contractuel', 'ponctuel']);
    const stoplist = new LearnedStoplist('fr\tponctuel');
    expect(extractKeywords(text, 'fr', { matcher, stoplist }).map((k) => k.term)).toEqual(['audit contractuel']);
  });

  it('ships phrases and a stoplist the extractor uses', () => {
    const shipped = learnedEntries().filter((e) => e.fr.length && e.fr[0].split(' ').length >= 2);
    expect(shipped.length).toBeGreaterThan(100);
    // Where the written lexicons find nothing, the learned phrase is the keyword, whole (before
    // the span model's say).
    const unwritten = shipped.filter((e) => !WRITTEN_MATCHER.mentions(`- ${e.fr[0]}`, 'fr').length);
    expect(unwritten.length).toBeGreaterThan(50);
    for (const entry of unwritten) {
      const found = extractKeywords(`Poste\n- ${entry.fr[0]}`, 'fr', { matcher: SKILLS_MATCHER });
      expect(found.map((k) => [k.id.split(':')[0], k.term])).toContainEqual(['learned', entry.fr[0]]);
    }
  });
});

describe('French elision in phrase lookup', () => {
  const matcher = new PhraseMatcher(
    occupationEntries('occ:team-lead\thard\tteam leader\tchef d’équipe\t\nocc:aide\thard\t\taide à domicile\t'),
  );
  const found = (line: string) => matcher.mentions(line, 'fr').map((m) => line.slice(m.start, m.end));

  it('finds a phrase after an elided article ("d\'aide à domicile") and one holding an elision', () => {
    expect(found("Réseau d'aide à domicile, 35 agences")).toEqual(['aide à domicile']);
    expect(found("Poste de chef d'équipe en 2x8")).toEqual(["chef d'équipe"]);
    expect(found('Poste de chef d’équipe en 2x8')).toEqual(['chef d’équipe']);
  });
});

describe('span model in the extractor', () => {
  const posting = [
    'Commercial Electrician',
    'Requirements:',
    '- Install switchgear, distribution boards and cable trays',
    '- Read single-line diagrams and test insulation resistance',
    '- Calm under pressure, punctual',
    'Benefits: dental coverage, 401(k)',
  ].join('\n');

  it('adds skills no lexicon names, each in the posting’s own words, none from the perks', () => {
    const spans = extractKeywords(posting, 'en').filter((k) => k.id.startsWith('span:'));
    expect(spans.length).toBeGreaterThan(0);
    for (const k of spans) {
      expect(posting).toContain(k.term);
      expect(k.term).not.toMatch(/dental|401/i);
    }
  });

  it('is left out when no model is given (the learned lexicon’s build)', () => {
    const found = extractKeywords(posting, 'en', { matcher: WRITTEN_MATCHER });
    expect(found.some((k) => k.id.startsWith('span:'))).toBe(false);
  });
});
