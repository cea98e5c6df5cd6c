import { groundKeywords, type ProposedKeyword } from './grounded-keywords';

const POSTING = [
  'Développeur Front End',
  'Missions :',
  '- Développer des interfaces en JavaScript et React',
  '- Gérer les stocks de licences',
  'Un plus :',
  '- Connaissance de Kubernetes',
  'Avantages :',
  '- Mutuelle et tickets restaurant',
].join('\n');

const ground = (...proposed: ProposedKeyword[]) => groundKeywords(POSTING, 'fr', proposed);

describe("a language model's keywords held to the posting", () => {
  it("keeps a term the posting holds, in the posting's own spelling", () => {
    expect(ground({ term: 'gérer LES stocks', kind: 'hard' })).toEqual([
      expect.objectContaining({ term: 'Gérer les stocks', required: true }),
    ]);
  });

  it('gives a term no lexicon names its words as id, with the kind the model gave', () => {
    expect(ground({ term: 'stocks de licences', kind: 'hard' })).toEqual([
      { id: 'span:stock de licence', term: 'stocks de licences', kind: 'hard', required: true },
    ]);
  });

  it('drops a term the posting does not hold: no keyword is an inference', () => {
    expect(ground({ term: 'TypeScript', kind: 'tool' }, { term: 'gestion des stocks', kind: 'hard' })).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(ground({ term: 'Java', kind: 'tool' }, { term: 'act', kind: 'tool' })).toEqual([]);
  });

  it("gives a term a lexicon names that entry's id, so its other spellings match a resume", () => {
    expect(ground({ term: 'javascript', kind: 'tool' })).toEqual([
      expect.objectContaining({ id: 'javascript', term: 'JavaScript', required: true }),
    ]);
  });

  it('takes a spoken language from the lexicon, and no other term for one', () => {
    const posting = 'Backend developer\n- Gleam and Elixir\n- Fluent German';
    const keywords = groundKeywords(posting, 'en', [
      { term: 'Gleam', kind: 'language' },
      { term: 'Elixir', kind: 'language' },
      { term: 'German', kind: 'language' },
    ]);
    expect(keywords.map((k) => [k.term, k.kind])).toEqual([
      ['Gleam', 'tool'],
      ['Elixir', 'hard'],
      ['German', 'language'],
    ]);
  });

  it('marks a term only named as a plus not required', () => {
    expect(ground({ term: 'Kubernetes', kind: 'tool' })).toEqual([expect.objectContaining({ term: 'Kubernetes', required: false })]);
  });

  it('takes nothing from what the employer offers', () => {
    expect(ground({ term: 'Mutuelle', kind: 'domain' })).toEqual([]);
  });

  it('lists a keyword once, and ignores empty or overlong terms', () => {
    const keywords = ground(
      { term: 'React', kind: 'tool' },
      { term: 'react', kind: 'tool' },
      { term: '  ', kind: 'hard' },
      { term: 'Développer des interfaces en JavaScript et React', kind: 'hard' },
    );
    expect(keywords.map((k) => k.term)).toEqual(['React']);
  });
});
