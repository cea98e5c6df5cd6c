import type { Language } from './language';

/**
 * A job posting as the matching module reads it, shared by every module that works from one
 * (matching reads it, enhancement tailors to it, SuperMatch keeps it with its record): one typed
 * shape across modules, like the structured resume (json-resume.ts). The matching module owns how
 * it is read; this file holds only the data.
 */

/** What kind of skill a lexicon entry names. `domain`: an industry or field of work ("banking", "embedded"). */
export type SkillKind = 'hard' | 'tool' | 'certification' | 'language' | 'soft' | 'domain';

/** A skill of the lexicon, or what the posting asks of education, seniority and job title. */
export type KeywordKind = SkillKind | 'education' | 'seniority' | 'title';

/** A keyword of a job posting, in the posting's own words. */
export interface Keyword {
  /**
   * Lexicon id: the same for every spelling and language ("JS", "JavaScript"). A skill no lexicon
   * names (found by the keyword model) has `span:` and its folded words: it is its words.
   */
  id: string;
  /** The words as they appear in the posting. */
  term: string;
  kind: KeywordKind;
  /** False when the posting presents it as a plus ("nice to have", "un plus", "souhaité"). */
  required: boolean;
}

/** A keyword that is its words (no lexicon entry): a resume evidences it by the same words. */
export const isWordsKeyword = (keyword: Pick<Keyword, 'id'>) => keyword.id.startsWith('span:');

export type EducationLevel = 'secondary' | 'vocational' | 'associate' | 'bachelor' | 'master' | 'doctorate';
export type Seniority = 'entry' | 'junior' | 'mid' | 'senior' | 'lead';

export interface JobRequirements {
  educationLevel?: EducationLevel;
  yearsOfExperience?: number;
  seniority?: Seniority;
}

/** A job as read from a pasted description or a page: what matching and tailoring work from. */
export interface JobPosting {
  title?: string;
  company?: string;
  location?: string;
  employmentType?: string;
  description: string;
  language: Language;
  url?: string;
  keywords: Keyword[];
  requirements: JobRequirements;
}
