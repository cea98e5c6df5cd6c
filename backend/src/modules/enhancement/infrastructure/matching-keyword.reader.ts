import { ReadJobPosting } from '../../matching/application/read-job-posting';
import type { PageFetcher } from '../../matching/application/job-ports';
import { SKILL_KINDS, type ResumeKeyword } from '../domain/job-focus';
import type { ResumeKeywordReader } from '../application/resume-keyword-reader';

/** Resumes are read as text: this reader never fetches a page. */
const NO_PAGES: PageFetcher = { fetchPage: () => Promise.reject(new Error('no page fetching for resume text')) };

/**
 * The skills lexicon's keywords of a resume's text, through the matching module's application API
 * (ReadJobPosting reads keywords from any pasted text). Keeps one lexicon for jobs and resumes.
 */
export class MatchingKeywordReader implements ResumeKeywordReader {
  constructor(private readonly readJob: Pick<ReadJobPosting, 'execute'> = new ReadJobPosting(NO_PAGES)) {}

  async read(text: string): Promise<ResumeKeyword[]> {
    if (text.trim().length < 30) return [];
    try {
      const posting = await this.readJob.execute({ text });
      return posting.keywords.filter((k) => SKILL_KINDS.has(k.kind)).map((k) => ({ id: k.id, term: k.term }));
    } catch {
      return []; // without the lexicon, tailoring falls back to the job's own words
    }
  }
}
