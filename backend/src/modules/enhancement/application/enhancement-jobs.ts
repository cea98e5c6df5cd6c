import type { JobSource } from './job-focus-reader';

export const ENHANCEMENT_JOBS = Symbol('EnhancementJobs');

/** What one enhancement job carries: enough to run it again after a crash. */
export interface EnhancementJob {
  runId: string;
  userId: string;
  resumeId: string;
  answers?: Record<string, string>;
  /** The job the resume aims at: its required skills the resume does not show become questions. */
  job?: JobSource;
}

/** The queue that runs enhancement pipelines. */
export interface EnhancementJobs {
  enqueue(job: EnhancementJob): Promise<void>;
  /** Drops these runs' jobs, waiting or finished (their data holds the user's answers). */
  remove(runIds: string[]): Promise<void>;
}
