import { randomUUID } from 'node:crypto';
import { SuperMatchError } from './supermatch-errors';
import type { JobPosting } from '../../../shared/job-posting';

export type SuperMatchStatus = 'processing' | 'mismatch' | 'ready' | 'failed';

/** The match verdict as kept with a SuperMatch (the matching module's analysis, summarised). */
export interface SuperMatchVerdict {
  verdict: 'good' | 'poor';
  confidence: string;
  score: number;
  reasons: string[];
}

/**
 * One resume tailored to one job, paid with credits. Its ids are fixed when it is requested
 * (the pipeline run, the tailored resume, the credit reference), so a job retried after a crash
 * finds and reuses them instead of producing a second tailored resume or a second charge.
 */
export class SuperMatch {
  id!: string;
  ownerId!: string;
  resumeId!: string;
  tailoredResumeId!: string;
  runId!: string;
  name!: string;
  jobUrl!: string | null;
  jobDescription!: string | null;
  jobTitle!: string | null;
  company!: string | null;
  language!: string | null;
  /** The posting as read (text, keywords, requirements): the match report and the cover letter read it again. */
  posting!: JobPosting | null;
  /** The user's language when they asked: the match reasons are written in it. */
  locale!: 'en' | 'fr';
  status!: SuperMatchStatus;
  match!: SuperMatchVerdict | null;
  /** The user chose to go on despite a poor match. */
  mismatchConfirmed!: boolean;
  /** How many times credits were taken (a confirmation after a mismatch charges again). */
  charges!: number;
  errorCode!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Set while it is in the bin (restorable for BIN_RETENTION_DAYS, then erased); null otherwise. */
  deletedAt?: Date | null;

  static request(
    props: {
      /** Set for a request with an Idempotency-Key (see idempotency.ts); random otherwise. */
      id?: string;
      ownerId: string;
      resumeId: string;
      jobUrl?: string | null;
      jobDescription?: string | null;
      confirmMismatch?: boolean;
      locale?: 'en' | 'fr';
    },
    now = new Date(),
  ): SuperMatch {
    const supermatch = new SuperMatch();
    Object.assign(supermatch, {
      id: props.id ?? randomUUID(),
      tailoredResumeId: randomUUID(),
      runId: randomUUID(),
      ownerId: props.ownerId,
      resumeId: props.resumeId,
      name: 'SuperMatch',
      jobUrl: props.jobUrl ?? null,
      jobDescription: props.jobDescription ?? null,
      jobTitle: null,
      company: null,
      language: null,
      posting: null,
      locale: props.locale ?? 'en',
      status: 'processing',
      match: null,
      mismatchConfirmed: props.confirmMismatch === true,
      charges: 1,
      errorCode: null,
      createdAt: now,
      updatedAt: now,
    });
    return supermatch;
  }

  /** The credit reference of the n-th charge: one ledger entry per charge, never two. */
  chargeReference(charge = this.charges): string {
    return charge <= 1 ? `supermatch:${this.id}` : `supermatch:${this.id}:${charge}`;
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  /** Title and company as read from the posting; the default name follows them until renamed. */
  recordJob(
    job: { title?: string | null; company?: string | null; language?: string | null; posting?: JobPosting | null },
    now = new Date(),
  ): void {
    const defaultName = this.name === 'SuperMatch' || this.name === this.defaultName();
    this.jobTitle = job.title?.trim() || null;
    this.company = job.company?.trim() || null;
    this.language = job.language ?? null;
    this.posting = job.posting ?? null;
    if (defaultName) this.name = this.defaultName();
    this.updatedAt = now;
  }

  defaultName(): string {
    const parts = [this.jobTitle, this.company].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : 'SuperMatch';
  }

  recordMatch(match: SuperMatchVerdict, now = new Date()): void {
    this.match = match;
    this.updatedAt = now;
  }

  /** A poor match the user has not accepted yet stops the pipeline before tailoring. */
  mustStopForMismatch(): boolean {
    return this.match?.verdict === 'poor' && !this.mismatchConfirmed;
  }

  stopForMismatch(now = new Date()): void {
    this.status = 'mismatch';
    this.updatedAt = now;
  }

  /** Going on after "Job Mismatch Detected": a new charge, tailoring resumes. Only a SuperMatch stopped for a mismatch can. */
  confirmMismatch(now = new Date()): void {
    if (this.status !== 'mismatch') throw new SuperMatchError('SUPERMATCH_NOT_AWAITING_CONFIRMATION');
    this.mismatchConfirmed = true;
    this.charges += 1;
    this.status = 'processing';
    this.updatedAt = now;
  }

  rename(name: string, now = new Date()): void {
    this.name = name.trim().slice(0, 120) || this.defaultName();
    this.updatedAt = now;
  }

  markReady(now = new Date()): void {
    this.status = 'ready';
    this.errorCode = null;
    this.updatedAt = now;
  }

  markFailed(code: string, now = new Date()): void {
    this.status = 'failed';
    this.errorCode = code;
    this.updatedAt = now;
  }

  isReady(): boolean {
    return this.status === 'ready';
  }
}
