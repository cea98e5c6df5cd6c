import type { JobFocus } from '../domain/job-focus';

/** A job as the user gave it: a pasted description or a link. */
export interface JobSource {
  text?: string;
  url?: string;
}

/**
 * Reads the job an enhancement aims at into what wording needs of it (its keywords). Optional:
 * without a job, or when it cannot be read, an enhancement asks only about results.
 */
export const JOB_FOCUS_READER = Symbol('JobFocusReader');

export interface JobFocusReader {
  read(job: JobSource): Promise<JobFocus>;
}
