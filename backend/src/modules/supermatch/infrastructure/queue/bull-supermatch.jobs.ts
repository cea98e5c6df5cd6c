import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { SuperMatchJobs } from '../../application/supermatch-ports';
import { RUN_SUPERMATCH_JOB, RunSuperMatchJobData, SUPERMATCH_QUEUE, supermatchJobId } from './supermatch-queue';

@Injectable()
export class BullSuperMatchJobs implements SuperMatchJobs {
  constructor(@InjectQueue(SUPERMATCH_QUEUE) private readonly queue: Queue<RunSuperMatchJobData>) {}

  async enqueue(supermatchId: string, attempt: number): Promise<void> {
    // A fixed job id: enqueueing the same run twice queues it once.
    await this.queue.add(RUN_SUPERMATCH_JOB, { supermatchId }, { jobId: supermatchJobId(supermatchId, attempt) });
  }

  async remove(supermatchId: string, attempts: number): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const job = await this.queue.getJob(supermatchJobId(supermatchId, attempt));
      // A job holding its lock (running) cannot be removed; it stops on its own (see RunSuperMatch).
      await job?.remove().catch(() => undefined);
    }
  }
}
