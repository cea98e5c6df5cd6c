import type { JsonResume } from '../../../shared/json-resume';
import { isWordsKeyword } from '../../../shared/job-posting';
import { resumeStrings } from './resume-strings';
import { fold, mentions } from './text-match';

/**
 * What tailoring needs of a job (the matching module's JobPosting has this shape): its
 * keywords, each with the lexicon id shared by every spelling and language.
 */
export interface JobKeyword {
  id: string;
  term: string;
  kind: string;
  required: boolean;
}

export interface JobFocus {
  title?: string;
  company?: string;
  description?: string;
  language: 'en' | 'fr';
  keywords: JobKeyword[];
}

/** Keywords that name a skill; job titles, education levels and the like are matching's business, not wording's. */
export const SKILL_KINDS: ReadonlySet<string> = new Set(['hard', 'tool', 'certification', 'language', 'soft']);

/** A keyword found in the resume text, in the resume's own words (same lexicon ids as the job's). */
export interface ResumeKeyword {
  id: string;
  term: string;
}

/** A job keyword and where the resume shows it. */
export interface KeywordEvidence {
  keyword: JobKeyword;
  /** The resume's spelling ("JavaScript" for the job's "JS"), or undefined when not evidenced. */
  resumeTerm?: string;
  /** Every spelling known for it: the job's and the resume's. */
  spellings: string[];
  inSkills: boolean;
}

/**
 * Which job keywords the resume evidences: by lexicon id when the resume's keywords are known
 * (synonyms and languages folded together), else by the job's own words in the resume text.
 */
export function keywordEvidence(resume: JsonResume, job: JobFocus, resumeKeywords?: readonly ResumeKeyword[]): KeywordEvidence[] {
  const all = fold(
    resumeStrings(resume)
      .map((s) => s.text)
      .join('\n'),
  );
  const skills = fold(
    resumeStrings({ skills: resume.skills })
      .map((s) => s.text)
      .join('\n'),
  );
  return job.keywords
    .filter((k) => SKILL_KINDS.has(k.kind))
    .map((keyword) => {
      const byWords = isWordsKeyword(keyword);
      const own = byWords ? undefined : resumeKeywords?.find((k) => k.id === keyword.id)?.term;
      const spellings = [...new Set([keyword.term, ...(own ? [own] : [])])];
      // With the lexicon's answer, a keyword it did not find is not evidenced (the posting's word
      // may be an employer's name in the resume); without it, or for a keyword that is its words
      // (no lexicon knows it), the job's own words are looked for.
      const resumeTerm = own ?? ((!resumeKeywords || byWords) && mentions(all, keyword.term) ? keyword.term : undefined);
      return { keyword, resumeTerm, spellings, inSkills: spellings.some((s) => mentions(skills, s)) };
    });
}

/** How strongly a text speaks to the job: required keywords count double. */
export function relevance(text: string, evidence: readonly KeywordEvidence[]): number {
  const folded = fold(text);
  let score = 0;
  for (const e of evidence) if (e.spellings.some((s) => mentions(folded, s))) score += e.keyword.required ? 2 : 1;
  return score;
}

/**
 * Whether an evidenced keyword reads as a skill to list: tools and certifications always; other
 * hard skills when written like a name ("SQL", "C#", "Power BI"), not a common word ("migration").
 */
export function listable(e: KeywordEvidence): boolean {
  if (!e.resumeTerm || e.resumeTerm.length > 40) return false;
  if (e.keyword.kind === 'tool' || e.keyword.kind === 'certification') return true;
  return e.keyword.kind === 'hard' && /[\p{Lu}\d#+]/u.test(e.resumeTerm);
}
