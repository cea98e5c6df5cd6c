import type { JobPosting } from '../../../shared/job-posting';
import type { StructuredResume } from '../../../shared/json-resume';
import type { ResumeChangeSet } from '../../resumes/application/update-resume-content';

/**
 * What SuperMatch needs from the other modules, stated in its own terms. The adapters in
 * infrastructure/gateways call those modules' application use cases; the use cases here stay
 * readable and testable without them.
 */

export const CREDIT_WALLET = Symbol('CreditWallet');
export interface CreditWallet {
  /**
   * Takes the SuperMatch cost once per reference; throws INSUFFICIENT_CREDITS when the balance is
   * short. False when that reference was already charged (nothing taken this time).
   */
  charge(userId: string, reference: string): Promise<boolean>;
  /** Gives back the charge with that reference, at most once. */
  refund(userId: string, reference: string): Promise<void>;
}

/** A job posting as read: title and company for the record, the whole posting for analysis and tailoring. */
export interface ReadJob {
  title: string | null;
  company: string | null;
  language: string;
  posting: JobPosting;
}

export const JOB_READER = Symbol('JobReader');
export interface JobReader {
  /** Throws INVALID_URL for a malformed link, before any work is queued. */
  checkUrl(url: string): void;
  read(input: { url?: string | null; text?: string | null }): Promise<ReadJob>;
}

/** A keyword of the posting as the analysis reports it. */
export interface MatchKeyword {
  id: string;
  term: string;
  kind: string;
  required: boolean;
  /** Where the resume shows it (found keywords only). */
  evidence?: Array<{ text: string }>;
}

export interface MatchSummary {
  verdict: 'good' | 'poor';
  confidence: string;
  score: number;
  reasons: string[];
  factors: Array<{ id: string; weight: number; score: number; explanation: string }>;
  found: MatchKeyword[];
  missing: MatchKeyword[];
  /** The whole analysis (factors, found and missing keywords) for the result screen. */
  details: Record<string, unknown>;
}

export const MATCH_ANALYST = Symbol('MatchAnalyst');
export interface MatchAnalyst {
  analyze(resume: StructuredResume, job: ReadJob, language: string): Promise<MatchSummary>;
}

export const RESUME_TAILOR = Symbol('ResumeTailor');
/** The tailored content, and what changed from the source (kept for the change review). */
export interface TailoredContent {
  structured: StructuredResume;
  changeSet: ResumeChangeSet;
}

export interface ResumeTailor {
  /**
   * `evidence`: the job's keywords the match analysis found in the resume, with the resume's own
   * words: tailoring works from them instead of reading the resume a second time.
   */
  tailor(resume: StructuredResume, job: ReadJob, evidence: MatchKeyword[]): Promise<TailoredContent>;
}

/** A letter's text: greeting, paragraphs, closing, signature. */
export interface LetterText {
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

export const COVER_LETTER_WRITER = Symbol('CoverLetterWriter');
export interface CoverLetterWriter {
  /** In the resume's language, every fact from the resume or the posting. */
  write(resume: StructuredResume, job: ReadJob): LetterText;
}

export interface SourceResume {
  id: string;
  name: string;
  language: string;
  structured: StructuredResume;
}

export const RESUME_LIBRARY = Symbol('ResumeLibrary');
export interface ResumeLibrary {
  /** The user's own, ready resume; throws RESUME_NOT_FOUND / RESUME_NOT_READY otherwise. */
  readyResume(userId: string, resumeId: string): Promise<SourceResume>;
  /** Idempotent by `resumeId`: a retried job finds the tailored resume it already made. */
  createTailored(input: {
    userId: string;
    resumeId: string;
    sourceResumeId: string;
    name: string;
    structured: StructuredResume;
    changeSet?: ResumeChangeSet;
  }): Promise<void>;
  /** Moves the tailored resume to the bin with its SuperMatch (nothing when it was never made). */
  deleteTailored(userId: string, resumeId: string): Promise<void>;
  /** A tailored resume's content, the content it was tailored from, and its text by section. */
  tailoredContent(
    userId: string,
    resumeId: string,
  ): Promise<{ structured: StructuredResume; source: StructuredResume; sections: Array<{ heading: string; lines: string[] }> }>;
  /** Takes it out of the bin with its SuperMatch (nothing when it is not there). */
  restoreTailored(userId: string, resumeId: string): Promise<void>;
  pdf(input: {
    userId: string;
    resumeId: string;
    template: string;
    lang?: string;
    pageSize?: string;
  }): Promise<{ fileName: string; content: Buffer }>;
  /** A cover letter under the resume's masthead, in the template's style, as a checked PDF. */
  coverLetterPdf(input: { resume: StructuredResume; letter: LetterText; template: string }): Promise<Buffer>;
  share(input: {
    userId: string;
    resumeId: string;
    template?: string;
    lang?: string;
  }): Promise<{ path: string; token: string; template: string; language: string; createdAt: string }>;
  revokeShare(userId: string, resumeId: string): Promise<void>;
}
