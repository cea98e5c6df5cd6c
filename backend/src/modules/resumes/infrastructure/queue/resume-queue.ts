export const RESUME_QUEUE = 'resumes';
export const PROCESS_RESUME_JOB = 'process-resume';
export interface ProcessResumeJobData {
  resumeId: string;
}
