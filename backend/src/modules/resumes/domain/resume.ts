import { randomUUID } from 'node:crypto';
import type { ResumeLanguage, StructuredResume } from '../../../shared/json-resume';
import type { ResumeKind } from './base-resume';
import type { ResumeChangeSet } from './resume-change-set';
import { fittedResumeName, resumeName, resumeNameFromFile } from './resume-name';
import type { RenderErrorCode } from './render-errors';
import type { ResumeErrorCode } from './resume-errors';
import type { ResumeFileType } from './resume-file-type';
import type { ContentChangeReason, ResumeVersionReason } from './resume-version';

/** Where a resume is in its processing; the page shows these as progress. */
export type ResumeStage = 'queued' | 'extracting' | 'rendering' | 'ready' | 'failed';

export const PROCESSING_STAGES: readonly ResumeStage[] = ['queued', 'extracting', 'rendering', 'ready'];

/** Percent done for a stage (null once failed): the page's progress bar and the queue job agree. */
export function progressOf(stage: ResumeStage): number | null {
  if (stage === 'failed') return null;
  return Math.round((100 * Math.max(0, PROCESSING_STAGES.indexOf(stage))) / (PROCESSING_STAGES.length - 1));
}

export type { ResumeKind } from './base-resume';

/**
 * A resume owned by one user (a Firebase uid, anonymous or not): an upload, or a tailored version
 * of one made by SuperMatch. Uploads make up the user's library, with exactly one base resume.
 */
export class Resume {
  id!: string;
  ownerId!: string;
  /** What the dashboard shows; renamable. An upload starts with its file name without the extension. */
  name!: string;
  /** The user's base resume (uploads only; exactly one per user, see base-resume.ts). */
  isBase!: boolean;
  kind!: ResumeKind;
  /** The resume a tailored one was made from (null for uploads, or once that resume is deleted). */
  sourceResumeId?: string | null;
  /** For an upload, its file name; for a tailored resume, its name with .json (it has no uploaded file). */
  fileName!: string;
  fileType!: ResumeFileType;
  sizeBytes!: number;
  stage!: ResumeStage;
  errorCode?: string | null;
  /** The parsed resume; kept with the original upload so a better parser can re-read it later. */
  structured?: StructuredResume | null;
  /** The structured resume before the last UpdateResumeContent, so an enhancement never loses the user's text. */
  previousStructured?: StructuredResume | null;
  /** What the last enhancement or tailoring changed, for the change review (null: nothing to review). */
  changeSet?: ResumeChangeSet | null;
  language?: ResumeLanguage | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Set while the resume is in the bin (restorable for BIN_RETENTION_DAYS, then erased); null otherwise. */
  deletedAt?: Date | null;
  /**
   * Not stored: why `structured` was last set, until the repository has saved it as a version.
   * Every write of new content goes through recordStructure (or creation), so every write leaves a
   * version, whoever the writer is; the repository clears it once the version is saved.
   */
  unsavedVersion?: ResumeVersionReason | null;

  /** `maxNameLength`: the longest name a resume may have (the contract's MAX_RESUME_NAME_LENGTH, given by the application). */
  static upload(
    props: { ownerId: string; fileName: string; fileType: ResumeFileType; sizeBytes: number; maxNameLength: number },
    now = new Date(),
  ): Resume {
    const resume = new Resume();
    const { maxNameLength, ...fields } = props;
    Object.assign(resume, {
      id: randomUUID(),
      ...fields,
      name: resumeNameFromFile(props.fileName, maxNameLength),
      isBase: false,
      kind: 'upload',
      sourceResumeId: null,
      stage: 'queued',
      errorCode: null,
      createdAt: now,
      updatedAt: now,
    });
    return resume;
  }

  /**
   * A tailored version of `sourceResumeId`, born ready: its files are written before its row, so a
   * crash in between leaves no visible half-made resume. `id` may be chosen by the caller (a queue
   * job's own id), so a retried job finds the resume it already made instead of making a second.
   */
  static tailored(
    props: {
      id?: string;
      ownerId: string;
      sourceResumeId: string;
      name: string;
      structured: StructuredResume;
      maxNameLength: number;
      changeSet?: ResumeChangeSet | null;
    },
    now = new Date(),
  ): Resume {
    return Resume.bornReady({ ...props, kind: 'tailored', version: 'tailoring' }, now);
  }

  /**
   * A resume made from content rather than a file (a LinkedIn import, the start-from-scratch
   * form): an upload in the library like any other, born ready, its content its first version.
   */
  static fromContent(
    props: { ownerId: string; name: string; structured: StructuredResume; maxNameLength: number },
    now = new Date(),
  ): Resume {
    return Resume.bornReady({ ...props, kind: 'upload', sourceResumeId: null, version: 'upload' }, now);
  }

  /** A resume whose content exists before its row: stored as JSON, ready, the content its first version. */
  private static bornReady(
    props: {
      id?: string;
      ownerId: string;
      sourceResumeId: string | null;
      name: string;
      structured: StructuredResume;
      maxNameLength: number;
      kind: ResumeKind;
      version: ResumeVersionReason;
      /** What tailoring changed (tailored resumes only): their change review reads it. */
      changeSet?: ResumeChangeSet | null;
    },
    now: Date,
  ): Resume {
    const resume = new Resume();
    const name = fittedResumeName(props.name, props.maxNameLength, props.structured.language === 'fr' ? 'CV' : 'Resume');
    Object.assign(resume, {
      id: props.id ?? randomUUID(),
      ownerId: props.ownerId,
      name,
      isBase: false,
      kind: props.kind,
      sourceResumeId: props.sourceResumeId,
      fileName: `${name}.json`,
      fileType: 'json',
      sizeBytes: new TextEncoder().encode(JSON.stringify(props.structured.resume)).length,
      stage: 'ready',
      errorCode: null,
      structured: props.structured,
      previousStructured: null,
      changeSet: props.changeSet ?? null,
      language: props.structured.language,
      createdAt: now,
      updatedAt: now,
      unsavedVersion: props.version,
    });
    return resume;
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  /** Trimmed, 1 to `maxLength` characters, else INVALID_RESUME_NAME. */
  rename(name: string, maxLength: number, now = new Date()): void {
    this.name = resumeName(name, maxLength);
    this.updatedAt = now;
  }

  /**
   * New content (an enhancement, an edit, a restore): the current version is kept as
   * `previousStructured`, and the repository saves the new one as a version with `reason`.
   * `changeSet` describes what changed; content replaced without one has nothing to review.
   */
  replaceStructure(
    structured: StructuredResume,
    options: { reason?: ContentChangeReason; changeSet?: ResumeChangeSet | null } = {},
    now = new Date(),
  ): void {
    this.previousStructured = this.structured ?? null;
    this.changeSet = options.changeSet ?? null;
    this.recordStructure(structured, options.reason ?? 'enhancement', now);
  }

  enterStage(stage: Exclude<ResumeStage, 'failed' | 'ready'>, now = new Date()): void {
    this.stage = stage;
    this.errorCode = null;
    this.updatedAt = now;
  }

  /** Sets the content; the repository saves it as a version with `reason` (the upload's parse by default). */
  recordStructure(structured: StructuredResume, reason: ResumeVersionReason = 'upload', now = new Date()): void {
    this.structured = structured;
    this.unsavedVersion = reason;
    this.language = structured.language;
    this.updatedAt = now;
  }

  markReady(now = new Date()): void {
    this.stage = 'ready';
    this.updatedAt = now;
  }

  markFailed(code: ResumeErrorCode | RenderErrorCode, now = new Date()): void {
    this.stage = 'failed';
    this.errorCode = code;
    this.updatedAt = now;
  }

  isReady(): boolean {
    return this.stage === 'ready';
  }
}
