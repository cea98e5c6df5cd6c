import type { ResumeKeyword } from '../domain/job-focus';

/**
 * Finds skills-lexicon keywords in a resume's text (the matching module's lexicon, so "JS" in a
 * job and "JavaScript" in a resume are one keyword). Optional: without it, job keywords are
 * looked for by their own words.
 */
export const RESUME_KEYWORD_READER = Symbol('ResumeKeywordReader');

export interface ResumeKeywordReader {
  read(text: string): Promise<ResumeKeyword[]>;
}
