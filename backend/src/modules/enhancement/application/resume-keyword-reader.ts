import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import type { ResumeKeyword } from '../domain/job-focus';

/**
 * Finds skills-lexicon keywords in a resume's text (the matching module's lexicon, so "JS" in a
 * job and "JavaScript" in a resume are one keyword). Optional: without it, job keywords are
 * looked for by their own words.
 */
export const RESUME_KEYWORD_READER = Symbol('ResumeKeywordReader');

export interface ResumeKeywordReader {
  /** Every lexicon keyword a text names. */
  read(text: string): Promise<ResumeKeyword[]>;
  /** The keywords a resume evidences as skills: its experience, skills and summary, not the names of its employers or schools. */
  inResume(resume: JsonResume, language: ResumeLanguage): Promise<ResumeKeyword[]>;
}
