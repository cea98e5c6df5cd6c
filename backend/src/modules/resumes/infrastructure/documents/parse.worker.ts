import { ResumeError } from '../../domain/resume-errors';
import type { ResumeFileType } from '../../domain/resume-file-type';
import { assertPdfInflationWithin } from './pdf-inflation';
import { readStructuredResume } from './read-structured-resume';

/**
 * The parse process (forked by WorkerResumeParser): one document at a time, answers with the
 * result or an error code. PDFs are checked for decompression bombs before pdfjs sees them
 * (DOCX files are checked by the DOCX reader itself).
 */
process.on('message', async (job: { id: number; content: Uint8Array; type: ResumeFileType }) => {
  try {
    const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength);
    if (job.type === 'pdf') await assertPdfInflationWithin(content);
    const result = await readStructuredResume(content, job.type);
    process.send?.({ id: job.id, result });
  } catch (error) {
    const code = error instanceof ResumeError ? error.code : 'CORRUPT_FILE';
    process.send?.({ id: job.id, error: { code, detail: (error as Error).message } });
  }
});
// The parent going away (crash, kill -9) must not leave this process behind.
process.on('disconnect', () => process.exit(0));
