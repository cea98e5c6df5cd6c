export const RESUME_QUEUE = 'resumes';
export const PROCESS_RESUME_JOB = 'process-resume';
export interface ProcessResumeJobData {
  resumeId: string;
  /** The intake run to report progress to (jobs queued before intake runs existed have none). */
  runId?: string;
}
