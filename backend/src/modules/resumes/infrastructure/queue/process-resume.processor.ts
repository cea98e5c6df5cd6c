import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { PROCESSING_STAGES } from '../../domain/resume';
import { ProcessResume } from '../../application/process-resume';
import { PROCESS_RESUME_JOB, ProcessResumeJobData, RESUME_QUEUE } from './resume-queue';

/** Worker side of the resumes queue; registered only when APP_ROLE is worker or all. */
@Processor(RESUME_QUEUE)
export class ProcessResumeProcessor {
  constructor(private readonly processResume: ProcessResume) {}

  @Process({ name: PROCESS_RESUME_JOB, concurrency: 2 })
  async handle(job: Job<ProcessResumeJobData>): Promise<void> {
    await this.processResume.execute(job.data.resumeId, async (stage) => {
      const index = PROCESSING_STAGES.indexOf(stage as never);
      await job.progress(Math.round((100 * Math.max(0, index)) / (PROCESSING_STAGES.length - 1)));
    });
  }
}
