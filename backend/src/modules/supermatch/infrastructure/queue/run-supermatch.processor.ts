import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { RunSuperMatch } from '../../application/run-supermatch';
import { RUN_SUPERMATCH_JOB, RunSuperMatchJobData, SUPERMATCH_QUEUE } from './supermatch-queue';

/** Worker side of the SuperMatch queue; registered only when APP_ROLE is worker or all. */
@Processor(SUPERMATCH_QUEUE)
export class RunSuperMatchProcessor {
  constructor(private readonly runSuperMatch: RunSuperMatch) {}

  @Process({ name: RUN_SUPERMATCH_JOB, concurrency: 2 })
  async handle(job: Job<RunSuperMatchJobData>): Promise<void> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await this.runSuperMatch.execute(job.data.supermatchId, { lastAttempt });
  }
}
