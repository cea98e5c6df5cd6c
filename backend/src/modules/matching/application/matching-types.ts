/**
 * The matching module's types other modules may use (supermatch, enhancement): they import
 * them from here, never from matching/domain (see .dependency-cruiser.cjs).
 */
export type { JobPosting } from '../domain/job-posting';
export type { Keyword, KeywordKind } from '../domain/keywords/extract-keywords';
export type { EducationLevel, JobRequirements, Seniority } from '../domain/keywords/extract-requirements';
export type {
  ConfidenceLevel,
  Evidence,
  ExcludedFactor,
  FactorId,
  FoundKeyword,
  MatchAnalysis,
  MatchFactor,
  MatchJob,
  MatchVerdict,
} from '../domain/match/match-analysis';
export { MATCH_VERSION } from '../domain/match/match-analysis';
export { GOOD_MATCH_THRESHOLD } from '../domain/match/analyze-match';
