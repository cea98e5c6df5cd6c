import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { ResumeJobs } from '../../application/ports';
import { PROCESS_RESUME_JOB, ProcessResumeJobData, RESUME_QUEUE } from './resume-queue';

@Injectable()
export class BullResumeJobs implements ResumeJobs {
  constructor(@InjectQueue(RESUME_QUEUE) private readonly queue: Queue<ProcessResumeJobData>) {}

  async enqueueProcessing(resumeId: string, runId: string): Promise<void> {
    // jobId = resumeId: enqueueing the same resume twice does not process it twice.
    await this.queue.add(PROCESS_RESUME_JOB, { resumeId, runId }, { jobId: resumeId });
  }

  async cancelProcessing(resumeIds: string[]): Promise<void> {
    for (const resumeId of resumeIds) {
      const job = await this.queue.getJob(resumeId);
      // A running job is locked by its worker: it finds its resume gone, stops, and removes what it wrote.
      if (!job || (await job.isActive())) continue;
      await job.remove().catch(() => undefined);
    }
  }
}
