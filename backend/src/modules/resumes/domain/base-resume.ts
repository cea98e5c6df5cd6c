import { ResumeError } from './resume-errors';

/**
 * The base-resume rules. Among a user's uploaded resumes exactly one is the base: the first one
 * they create becomes it, it moves only by an explicit switch, and it cannot be deleted (the user
 * first sets another one as base, or creates a new one). Tailored resumes (SuperMatch results) are
 * never the base. One exception: an upload that could not be read (stage "failed") is no resume to
 * build on, so it can always be deleted; when it was the base, the newest readable upload takes
 * its place (or the next upload does).
 *
 * These functions decide; the repository applies their answer atomically under a per-user lock,
 * and a partial unique index in PostgreSQL makes "at most one base" hold whatever happens.
 */

export type ResumeKind = 'upload' | 'tailored';

/** What the rules need to know of each resume of a library. */
export interface BaseCandidate {
  id: string;
  isBase: boolean;
  kind: ResumeKind;
}

/** Whether a newly created resume becomes the base: only an upload, and only when the user has none. */
export function becomesBase(created: Pick<BaseCandidate, 'kind'>, library: readonly BaseCandidate[]): boolean {
  return created.kind === 'upload' && !library.some((resume) => resume.isBase);
}

/**
 * The changes that make `targetId` the one base resume: which resumes stop being base, and
 * which becomes it (null when it already is: switching to the current base changes nothing).
 * `library` holds at least the target and the current base(s) of one user.
 */
export function planBaseSwitch(library: readonly BaseCandidate[], targetId: string): { unset: string[]; set: string | null } {
  const target = library.find((resume) => resume.id === targetId);
  if (!target) throw new ResumeError('RESUME_NOT_FOUND');
  if (target.kind !== 'upload') throw new ResumeError('RESUME_CANNOT_BE_BASE');
  const unset = library.filter((resume) => resume.isBase && resume.id !== targetId).map((resume) => resume.id);
  return { unset, set: target.isBase ? null : targetId };
}

/** The base resume cannot be deleted (spec, validation rules), unless its upload failed. */
export function isDeletable(resume: { isBase: boolean; stage: string }): boolean {
  return !resume.isBase || resume.stage === 'failed';
}

export function assertDeletable(resume: { isBase: boolean; stage: string }): void {
  if (!isDeletable(resume)) throw new ResumeError('BASE_RESUME_CANNOT_BE_DELETED');
}
