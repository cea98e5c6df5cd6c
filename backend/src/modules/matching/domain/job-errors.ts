/** Errors of job intake, each with a stable code mapped to a status and a localised message. */
export type JobErrorCode =
  | 'INVALID_URL'
  | 'URL_NOT_ALLOWED'
  | 'JOB_FETCH_FAILED'
  | 'NO_JOB_FOUND'
  | 'JOB_DESCRIPTION_REQUIRED'
  /** A match needs the resume parsed first. */
  | 'RESUME_NOT_READY';

export class JobError extends Error {
  constructor(
    readonly code: JobErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
