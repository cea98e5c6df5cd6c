import type { Language } from '../../../../shared/language';
import type { Keyword } from '../keywords/extract-keywords';
import type { JobRequirements } from '../keywords/extract-requirements';

/** The scoring's version: any change of weights, factors or thresholds gets a new one. */
export const MATCH_VERSION = 'match-v1';

export type FactorId = 'hardSkills' | 'jobTitle' | 'education' | 'experience' | 'languages';

/** What the analysis needs of a job (a JobPosting fits). */
export interface MatchJob {
  title?: string;
  company?: string;
  language: Language;
  keywords: Keyword[];
  requirements: JobRequirements;
}

/** Where a resume evidences a keyword: a JSON path of the structured resume and its words there. */
export interface Evidence {
  path: string;
  text: string;
}

export interface FoundKeyword extends Keyword {
  evidence: Evidence[];
}

export interface MatchFactor {
  id: FactorId;
  /** Share of the score, after the factors the posting does not ask for were left out (sums to 1). */
  weight: number;
  /** 0..100 */
  score: number;
  explanation: string;
}

export interface ExcludedFactor {
  id: FactorId;
  explanation: string;
}

export type MatchVerdict = 'good' | 'poor';
export type ConfidenceLevel = 'low' | 'medium' | 'high';

export interface MatchAnalysis {
  version: typeof MATCH_VERSION;
  /** 0..100, the weighted sum of the factors' scores. */
  score: number;
  /** 'poor' is what the flow shows as "Job Mismatch Detected". */
  verdict: MatchVerdict;
  confidence: ConfidenceLevel;
  /** 0..1: how much evidence the score stands on (see confidenceOf). */
  confidenceScore: number;
  factors: MatchFactor[];
  excluded: ExcludedFactor[];
  /** Skills of the posting the resume evidences, with where. */
  found: FoundKeyword[];
  /** Skills of the posting the resume does not evidence, required first. */
  missing: Keyword[];
  /** The reasoning, in the user's language. */
  reasons: string[];
  language: Language;
}
