import { parentPort } from 'node:worker_threads';
import { ResumeError } from '../../domain/resume-errors';
import type { ResumeFileType } from '../../domain/resume-file-type';
import { readStructuredResume } from './read-structured-resume';

/** The parse worker: one document at a time, answers with the result or an error code. */
parentPort?.on('message', async (job: { id: number; content: Uint8Array; type: ResumeFileType }) => {
  try {
    const result = await readStructuredResume(Buffer.from(job.content), job.type);
    parentPort?.postMessage({ id: job.id, result });
  } catch (error) {
    const code = error instanceof ResumeError ? error.code : 'CORRUPT_FILE';
    parentPort?.postMessage({ id: job.id, error: { code, detail: (error as Error).message } });
  }
});
