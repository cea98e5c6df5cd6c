import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { progressOf, type ResumeStage } from '../../domain/resume';
import { ProcessResume } from '../../application/process-resume';
import { PROCESS_RESUME_JOB, ProcessResumeJobData, RESUME_QUEUE } from './resume-queue';

/** Worker side of the resumes queue; registered only when APP_ROLE is worker or all. */
@Processor(RESUME_QUEUE)
export class ProcessResumeProcessor {
  constructor(private readonly processResume: ProcessResume) {}

  @Process({ name: PROCESS_RESUME_JOB, concurrency: 2 })
  async handle(job: Job<ProcessResumeJobData>): Promise<void> {
    await this.processResume.execute(job.data.resumeId, async (stage) => {
      await job.progress(progressOf(stage as ResumeStage) ?? 0);
    });
  }
}
