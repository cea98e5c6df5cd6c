import { randomUUID } from 'node:crypto';
import type { ResumeLanguage, StructuredResume } from '../../../shared/json-resume';
import type { RenderErrorCode } from './render-errors';
import type { ResumeErrorCode } from './resume-errors';
import type { ResumeFileType } from './resume-file-type';

/** Where a resume is in its processing; the page shows these as progress. */
export type ResumeStage = 'queued' | 'extracting' | 'rendering' | 'ready' | 'failed';

export const PROCESSING_STAGES: readonly ResumeStage[] = ['queued', 'extracting', 'rendering', 'ready'];

/** Percent done for a stage (null once failed): the page's progress bar and the queue job agree. */
export function progressOf(stage: ResumeStage): number | null {
  if (stage === 'failed') return null;
  return Math.round((100 * Math.max(0, PROCESSING_STAGES.indexOf(stage))) / (PROCESSING_STAGES.length - 1));
}

/** An uploaded resume owned by one user (a Firebase uid, anonymous or not). */
export class Resume {
  id!: string;
  ownerId!: string;
  fileName!: string;
  fileType!: ResumeFileType;
  sizeBytes!: number;
  stage!: ResumeStage;
  errorCode?: string | null;
  /** The parsed resume; kept with the original upload so a better parser can re-read it later. */
  structured?: StructuredResume | null;
  language?: ResumeLanguage | null;
  createdAt!: Date;
  updatedAt!: Date;

  static upload(props: { ownerId: string; fileName: string; fileType: ResumeFileType; sizeBytes: number }, now = new Date()): Resume {
    const resume = new Resume();
    Object.assign(resume, { id: randomUUID(), ...props, stage: 'queued', errorCode: null, createdAt: now, updatedAt: now });
    return resume;
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  enterStage(stage: Exclude<ResumeStage, 'failed' | 'ready'>, now = new Date()): void {
    this.stage = stage;
    this.errorCode = null;
    this.updatedAt = now;
  }

  recordStructure(structured: StructuredResume, now = new Date()): void {
    this.structured = structured;
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
