import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import type { EnhancementJob } from '../../application/enhancement-jobs';
import { RunResumeEnhancement } from '../../application/run-resume-enhancement';
import { ENHANCEMENT_QUEUE, RUN_ENHANCEMENT_JOB } from './enhancement-queue';

/** Worker side of the enhancement queue; registered only when APP_ROLE is worker or all. */
@Processor(ENHANCEMENT_QUEUE)
export class RunEnhancementProcessor {
  constructor(private readonly runEnhancement: RunResumeEnhancement) {}

  @Process({ name: RUN_ENHANCEMENT_JOB, concurrency: 2 })
  async handle(job: Job<EnhancementJob>): Promise<void> {
    await this.runEnhancement.execute(job.data, { lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  }
}
