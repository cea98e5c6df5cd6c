import { randomUUID } from 'node:crypto';
import type { StructuredResume } from '../../../shared/json-resume';

/**
 * Why a resume's content changed. A tailored resume is a new resume whose first version is
 * 'tailoring'; every later change of any resume is an enhancement, an edit or a restore.
 */
export type ResumeVersionReason = 'upload' | 'enhancement' | 'edit' | 'restore' | 'tailoring';

/** Reasons a content replacement (UpdateResumeContent) may give; the others are set by creation. */
export type ContentChangeReason = Extract<ResumeVersionReason, 'enhancement' | 'edit' | 'restore'>;

/**
 * One saved state of a resume's structured content, written each time that content is set, so
 * nothing a user had is lost: the original upload and each enhancement can be restored or downloaded.
 */
export class ResumeVersion {
  id!: string;
  resumeId!: string;
  ownerId!: string;
  reason!: ResumeVersionReason;
  structured!: StructuredResume;
  createdAt!: Date;

  static of(
    resume: { id: string; ownerId: string; structured: StructuredResume },
    reason: ResumeVersionReason,
    now = new Date(),
  ): ResumeVersion {
    const version = new ResumeVersion();
    Object.assign(version, {
      id: randomUUID(),
      resumeId: resume.id,
      ownerId: resume.ownerId,
      reason,
      structured: resume.structured,
      createdAt: now,
    });
    return version;
  }
}

/** A pause in editing longer than this ends the sitting: the next edit starts a new version. */
export const EDIT_SITTING_GAP_MS = 15 * 60_000;

/**
 * Whether an edit belongs to the same sitting as the latest version, which then takes the new
 * content instead of a new version being added. The editor autosaves every few seconds; a version
 * per save would bury the upload and the enhancements under hundreds of near-identical entries.
 * Anything else (an enhancement, a restore) always starts a version of its own.
 */
export function continuesEditSitting(
  latest: Pick<ResumeVersion, 'reason' | 'createdAt'> | null,
  reason: ResumeVersionReason,
  now: Date,
): boolean {
  return reason === 'edit' && latest?.reason === 'edit' && now.getTime() - latest.createdAt.getTime() < EDIT_SITTING_GAP_MS;
}
