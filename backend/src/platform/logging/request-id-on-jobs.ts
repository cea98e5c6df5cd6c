import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobOptions, Queue } from 'bull';
import { PinoLogger } from 'nestjs-pino';
import { RegisteredQueues } from '../queue/registered-queues';

/** Where a job keeps the id of the request that queued it (Bull stores job options as given). */
export const requestIdOfJob = (job: { opts: JobOptions }): string | undefined => (job.opts as { requestId?: string }).requestId;

/**
 * The request id follows a request into the queue jobs it starts: every queue's `add` (wrapped
 * here, once for all modules) records the current request's id in the job's options, and the
 * worker's log lines about that job carry it (JobOutcomeLog), so one id finds an upload in the
 * web log and in the worker log.
 */
@Injectable()
export class RequestIdOnJobs implements OnApplicationBootstrap {
  constructor(
    private readonly queues: RegisteredQueues,
    private readonly pino: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of this.queues.all()) this.wrap(queue);
  }

  private wrap(queue: Queue): void {
    const add = queue.add.bind(queue) as (...args: unknown[]) => ReturnType<Queue['add']>;
    queue.add = ((...args: unknown[]) => {
      const requestId = (this.pino.logger.bindings() as { reqId?: string }).reqId;
      if (!requestId) return add(...args);
      // add(data, opts?) or add(name, data, opts?)
      const at = typeof args[0] === 'string' ? 2 : 1;
      args[at] = { ...(args[at] as JobOptions | undefined), requestId };
      return add(...args);
    }) as Queue['add'];
  }
}
