import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { EnhancementJob, EnhancementJobs } from '../../application/enhancement-jobs';
import { ENHANCEMENT_QUEUE, RUN_ENHANCEMENT_JOB } from './enhancement-queue';

@Injectable()
export class BullEnhancementJobs implements EnhancementJobs {
  constructor(@InjectQueue(ENHANCEMENT_QUEUE) private readonly queue: Queue<EnhancementJob>) {}

  async enqueue(job: EnhancementJob): Promise<void> {
    await this.queue.add(RUN_ENHANCEMENT_JOB, job, { jobId: job.runId });
  }

  async remove(runIds: string[]): Promise<void> {
    for (const runId of runIds) {
      const job = await this.queue.getJob(runId);
      // A running job is locked by its worker; it finds its run gone when it reports and stops.
      if (!job || (await job.isActive())) continue;
      await job.remove().catch(() => undefined);
    }
  }
}
