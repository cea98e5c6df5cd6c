export const ENHANCEMENT_QUEUE = 'enhancement';
export const RUN_ENHANCEMENT_JOB = 'run-enhancement';
