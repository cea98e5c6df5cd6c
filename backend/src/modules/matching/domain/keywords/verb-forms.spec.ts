import { SKILLS_MATCHER, extractKeywords } from './extract-keywords';

// What the lexicons read, before the learned stoplist and the span model weigh it (they may drop
// "migrate" where postings rarely mean data migration by it).
const ids = (text: string, language: 'en' | 'fr') => extractKeywords(text, language, { matcher: SKILLS_MATCHER }).map((k) => k.id);

describe('tasks written as verbs', () => {
  it('reads the verb of a skill the lexicon holds as a noun, in that language only', () => {
    expect(ids('Prospecter de nouveaux clients et fidéliser le portefeuille', 'fr')).toEqual(
      expect.arrayContaining(['prospecting', 'retention']),
    );
    expect(ids('You will recruit engineers and migrate legacy data', 'en')).toEqual(
      expect.arrayContaining(['recruitment', 'data-migration']),
    );
    // "prospecter" is a French verb: no skill in English text.
    expect(ids('prospecter', 'en')).not.toContain('prospecting');
  });

  it('never derives verbs too common to name a skill', () => {
    expect(ids('You will develop and manage a team, and present the plan', 'en')).not.toEqual(
      expect.arrayContaining(['software-development']),
    );
    expect(ids('Vous devrez gérer et former', 'fr')).toEqual([]);
  });
});
