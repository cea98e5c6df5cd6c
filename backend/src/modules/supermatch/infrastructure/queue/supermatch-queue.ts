export const SUPERMATCH_QUEUE = 'supermatch';
export const RUN_SUPERMATCH_JOB = 'run-supermatch';
export interface RunSuperMatchJobData {
  supermatchId: string;
}

/** One queue job per charge of a SuperMatch: the first run, then one per confirmation. */
export const supermatchJobId = (supermatchId: string, attempt: number) => (attempt <= 1 ? supermatchId : `${supermatchId}:${attempt}`);
