import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { requestIdOfJob } from '../logging/request-id-on-jobs';
import { RegisteredQueues } from './registered-queues';

/**
 * One log line per job this process finished (`<queue> job <id> completed`, or failed with the
 * attempt), at the `log` level, with the process id and the id of the request that queued it
 * (reqId): with several workers an
 * operator sees which one ran what, and the scale-out test checks every job completed once. Bull
 * emits these events only in the process that ran the job.
 */
@Injectable()
export class JobOutcomeLog implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(private readonly queues: RegisteredQueues) {}

  onApplicationBootstrap(): void {
    for (const queue of this.queues.all()) {
      queue.on('completed', (job) => this.logger.log({ msg: `${queue.name} job ${job.id} completed`, reqId: requestIdOfJob(job) }));
      queue.on('failed', (job) =>
        this.logger.warn({ msg: `${queue.name} job ${job.id} failed (attempt ${job.attemptsMade})`, reqId: requestIdOfJob(job) }),
      );
    }
  }
}
