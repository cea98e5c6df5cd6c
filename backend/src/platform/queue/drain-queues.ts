import type { Job, Queue } from 'bull';

export interface DrainResult {
  /** Jobs this process was running that finished within the grace time. */
  finished: boolean;
  /** Jobs still running at the end of the grace time, handed back to the queue for another worker. */
  returned: number;
}

/**
 * A worker's part of a graceful shutdown (SIGTERM): stop taking jobs, let the running ones
 * finish for up to `graceMs`, then hand back the ones still running, at once, instead of leaving
 * them to the stalled-job check (another worker would only take them after the lock lapses).
 * A handed-back job counts as one failed attempt and runs again from the start, which every
 * processor supports (runs are idempotent: a finished run is never run twice).
 */
export async function drainQueues(queues: readonly Queue[], graceMs: number): Promise<DrainResult> {
  // Local pause: this process stops taking jobs; the other workers go on.
  await Promise.all(queues.map((queue) => queue.pause(true, true)));
  const finished = await Promise.race([
    Promise.all(queues.map((queue) => queue.whenCurrentJobsFinished())).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
  ]);
  if (finished) return { finished, returned: 0 };
  let returned = 0;
  for (const queue of queues) for (const job of await ownActiveJobs(queue)) if (await handBack(job)) returned++;
  return { finished, returned };
}

/** The active jobs whose lock this process holds (Bull writes the queue instance's token as the lock value). */
async function ownActiveJobs(queue: Queue): Promise<Job[]> {
  const token = (queue as Queue & { token?: string }).token;
  const active = await queue.getActive();
  const owners = await Promise.all(active.map((job) => queue.client.get(job.lockKey())));
  return active.filter((_, i) => token !== undefined && owners[i] === token);
}

async function handBack(job: Job): Promise<boolean> {
  try {
    // Ours to release (we hold it); a locked job cannot be retried.
    await job.releaseLock();
    await job.moveToFailed({ message: 'SHUTDOWN: handed back by a worker that was stopping' }, true);
    // Out of attempts, it would stay failed: a shutdown is not the job's fault.
    if ((await job.getState()) === 'failed') await job.retry();
    return true;
  } catch {
    return false; // finished meanwhile
  }
}
