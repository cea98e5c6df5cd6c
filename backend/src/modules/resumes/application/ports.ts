import type { ResumeLanguage } from '../../../shared/json-resume';
import type { Resume, ResumeKind, ResumeStage } from '../domain/resume';
import type { ResumeFileType } from '../domain/resume-file-type';
import type { ResumeShare } from '../domain/resume-share';
import type { PageSize, ResumeTemplate } from '../domain/resume-template';
import type { ResumeVersion, ResumeVersionReason } from '../domain/resume-version';

/** Ports of the resumes application layer; infrastructure provides the adapters. */

/** One line of the dashboard's list: what it shows, never the structured resume. */
export interface ResumeListItem {
  id: string;
  name: string;
  isBase: boolean;
  kind: ResumeKind;
  stage: ResumeStage;
  language: ResumeLanguage | null;
  fileType: ResumeFileType;
  createdAt: Date;
  updatedAt: Date;
  /** The statistics of its share link, when it has one. */
  share: { views: number; downloads: number } | null;
}

/** What a use case may change on an existing resume row. */
export type UpdatableResumeField = 'name' | 'stage' | 'errorCode' | 'structured' | 'previousStructured' | 'changeSet' | 'language';

/** A resume in the bin, as the bin lists it. */
export interface DeletedResume {
  id: string;
  name: string;
  deletedAt: Date;
}

export const RESUME_REPOSITORY = Symbol('ResumeRepository');
export interface ResumeRepository {
  /**
   * Inserts a new resume. Content set on it (`unsavedVersion`) is saved as its first version in
   * the same transaction.
   */
  insert(resume: Resume): Promise<void>;
  /**
   * Writes the given fields of a resume (and `updatedAt`) to its existing row; false when the row
   * is gone (deleted meanwhile), so background work never brings a deleted resume back. Only the
   * fields named are written, so concurrent changes to the others (a rename during processing, a
   * base switch) are never overwritten with stale values. The base flag is not among them: it
   * changes only through claimBaseIfNone and switchBase. When `structured` is written and was set
   * since the last save (`unsavedVersion`), a version of it is saved in the same transaction: this
   * is the one place a resume's content is stored, so every writer leaves a version.
   */
  update(resume: Resume, fields: readonly UpdatableResumeField[]): Promise<boolean>;
  /** A resume that is not in the bin (one in the bin is as missing as one that never existed). */
  findById(id: string): Promise<Resume | null>;
  /** One user's resumes of one kind, newest first; `search` matches the name ignoring case and accents. */
  list(query: { ownerId: string; kind: ResumeKind; search?: string }): Promise<ResumeListItem[]>;
  /** Makes `resumeId` the user's base if they have none (one transaction, per-user lock); true if it became base. */
  claimBaseIfNone(ownerId: string, resumeId: string): Promise<boolean>;
  /**
   * Makes `resumeId` the user's one base resume in one transaction under a per-user lock.
   * RESUME_NOT_FOUND when the user has no such resume, RESUME_CANNOT_BE_BASE for a tailored one.
   */
  switchBase(ownerId: string, resumeId: string): Promise<void>;
  /**
   * Moves the resume to the bin (files, share link and versions are kept, so it can be restored)
   * unless it is the base resume (checked in the same transaction, under the user's base lock, so
   * a concurrent switch cannot make it slip through). A failed base upload may go, and the user's
   * newest ready upload, if any, becomes the base in that transaction.
   */
  deleteUnlessBase(ownerId: string, resumeId: string): Promise<'deleted' | 'base' | 'missing'>;
  /** The user's resumes of one kind in the bin since `since`, most recently deleted first. */
  listDeleted(ownerId: string, kind: ResumeKind, since: Date): Promise<DeletedResume[]>;
  /** Takes a resume of the user out of the bin (if deleted since `since`); it becomes base if the user has none. */
  restore(ownerId: string, resumeId: string, since: Date): Promise<'restored' | 'missing'>;
  /** Erases for good (rows, files, shares, versions) the resumes in the bin since before `before`; returns their ids. */
  purgeDeletedBefore(before: Date): Promise<string[]>;
  /** Deletes every resume of the user (tailored ones included), their shares and files; returns the ids. */
  deleteAllOwnedBy(ownerId: string): Promise<string[]>;
}

/** One line of a resume's history: what the versions panel lists, never the content. */
export interface ResumeVersionSummary {
  id: string;
  reason: ResumeVersionReason;
  createdAt: Date;
}

export const RESUME_VERSIONS = Symbol('ResumeVersions');
/** Reads the versions the resume repository saves (they go with their resume when it is deleted). */
export interface ResumeVersions {
  /** Newest first. */
  list(resumeId: string): Promise<ResumeVersionSummary[]>;
  /** The version of that resume, with its content; null when it is not one of the resume's. */
  find(resumeId: string, versionId: string): Promise<ResumeVersion | null>;
}

export const RESUME_SHARES = Symbol('ResumeShares');
export interface ResumeShares {
  /** Stores the resume's share, replacing (and so revoking) any earlier one. */
  replace(share: ResumeShare): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<ResumeShare | null>;
  /** True when there was a share to remove. */
  remove(resumeId: string): Promise<boolean>;
  /** Counts one opening of the link: a view (inline) or a download. */
  recordUse(resumeId: string, use: 'view' | 'download'): Promise<void>;
}

export const FILE_STORE = Symbol('FileStore');
/** Keeps file bytes (the original upload, the rendered PDF) by key. */
export interface FileStore {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
}

export const RESUME_JOBS = Symbol('ResumeJobs');
/** The queue that runs long work off the request path. */
export interface ResumeJobs {
  /** Queues the intake of an upload (parse, render), reporting to the pipeline run `runId`. */
  enqueueProcessing(resumeId: string, runId: string): Promise<void>;
  /** Drops waiting processing jobs of these resumes (a running one finds its resume gone and stops). */
  cancelProcessing(resumeIds: string[]): Promise<void>;
}

/** Every file of a resume lives under this prefix, so deleting a resume finds them all. */
export const resumeFilesPrefix = (resumeId: string) => `resumes/${resumeId}/`;
export const originalFileKey = (resumeId: string) => `resumes/${resumeId}/original`;
/** The PDF in the resume's own language (made by processing), or in `language` (made on demand, cached). */
export const renderedPdfKey = (resumeId: string, template: ResumeTemplate, language?: ResumeLanguage) =>
  language ? `resumes/${resumeId}/${template}.${language}.pdf` : `resumes/${resumeId}/${template}.pdf`;
/** A PDF on the other paper size than its language's default (made on demand, cached). */
export const resizedPdfKey = (resumeId: string, template: ResumeTemplate, language: ResumeLanguage, pageSize: PageSize) =>
  `resumes/${resumeId}/${template}.${language}.${pageSize}.pdf`;
export const previewKey = (resumeId: string, template: ResumeTemplate) => `resumes/${resumeId}/${template}.png`;
