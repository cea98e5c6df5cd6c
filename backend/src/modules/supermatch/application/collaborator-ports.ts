import type { StructuredResume } from '../../../shared/json-resume';

/**
 * What SuperMatch needs from the other modules, stated in its own terms. The adapters in
 * infrastructure/gateways call those modules' application use cases; the use cases here stay
 * readable and testable without them.
 */

export const CREDIT_WALLET = Symbol('CreditWallet');
export interface CreditWallet {
  /** Takes the SuperMatch cost once per reference; throws INSUFFICIENT_CREDITS when the balance is short. */
  charge(userId: string, reference: string): Promise<void>;
  /** Gives back the charge with that reference, at most once. */
  refund(userId: string, reference: string): Promise<void>;
}

/** A job posting as read (the full posting stays opaque to SuperMatch: it only passes it on). */
export interface ReadJob {
  title: string | null;
  company: string | null;
  language: string;
  posting: unknown;
}

export const JOB_READER = Symbol('JobReader');
export interface JobReader {
  /** Throws INVALID_URL for a malformed link, before any work is queued. */
  checkUrl(url: string): void;
  read(input: { url?: string | null; text?: string | null }): Promise<ReadJob>;
}

export interface MatchSummary {
  verdict: 'good' | 'poor';
  confidence: string;
  score: number;
  reasons: string[];
  /** The whole analysis (factors, found and missing keywords) for the result screen. */
  details: Record<string, unknown>;
}

export const MATCH_ANALYST = Symbol('MatchAnalyst');
export interface MatchAnalyst {
  analyze(resume: StructuredResume, job: ReadJob, language: string): Promise<MatchSummary>;
}

export const RESUME_TAILOR = Symbol('ResumeTailor');
export interface ResumeTailor {
  tailor(resume: StructuredResume, job: ReadJob, onStage?: (stage: string) => void): Promise<StructuredResume>;
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
  }): Promise<void>;
  /** Moves the tailored resume to the bin with its SuperMatch (nothing when it was never made). */
  deleteTailored(userId: string, resumeId: string): Promise<void>;
  /** Takes it out of the bin with its SuperMatch (nothing when it is not there). */
  restoreTailored(userId: string, resumeId: string): Promise<void>;
  pdf(input: {
    userId: string;
    resumeId: string;
    template: string;
    lang?: string;
    pageSize?: string;
  }): Promise<{ fileName: string; content: Buffer }>;
  share(input: {
    userId: string;
    resumeId: string;
    template?: string;
    lang?: string;
  }): Promise<{ path: string; token: string; template: string; language: string; createdAt: string }>;
  revokeShare(userId: string, resumeId: string): Promise<void>;
}
