import type { ProposedKeyword } from '../domain/keywords/grounded-keywords';
import type { KeywordReader, PageFetcher } from './job-ports';
import { ReadJobPosting } from './read-job-posting';

const TEXT = [
  'Comptable fournisseurs',
  'Vos missions : saisie des factures, rapprochements bancaires et clôtures mensuelles sur Sage.',
  "Profil : BTS comptabilité, maîtrise d'Excel.",
].join('\n');

const noPages: PageFetcher = { fetchPage: () => Promise.reject(new Error('no network in this test')) };
const answering = (answer: ProposedKeyword[] | null): KeywordReader => ({ read: () => Promise.resolve(answer) });
const read = (reader: KeywordReader) => new ReadJobPosting(noPages, reader).execute({ text: TEXT });

describe('job intake with a language model reading the keywords', () => {
  it("takes the model's skill keywords, held to the posting, and keeps the title and education keywords", async () => {
    const posting = await read(
      answering([
        { term: 'saisie des factures', kind: 'hard' },
        { term: 'Sage', kind: 'tool' },
        { term: 'Kubernetes', kind: 'tool' },
      ]),
    );
    const skills = posting.keywords.filter((k) => !['title', 'education', 'seniority'].includes(k.kind));
    expect(skills.map((k) => k.term)).toEqual(['saisie des factures', 'Sage']);
    expect(posting.keywords.some((k) => k.kind === 'title')).toBe(true);
    expect(posting.keywords.some((k) => k.kind === 'education')).toBe(true);
  });

  it("keeps the lexicons' keywords when there is no model, it failed, or it named nothing the posting holds", async () => {
    const offline = await read(answering(null));
    expect(offline.keywords.map((k) => k.term)).toEqual(expect.arrayContaining(['Excel', 'Sage']));
    expect(await read(answering([]))).toEqual(offline);
    expect(await read(answering([{ term: 'Kubernetes', kind: 'tool' }]))).toEqual(offline);
  });
});
