import Queue from 'bull';
import { randomUUID } from 'node:crypto';
import { drainQueues } from '../../src/platform/queue/drain-queues';

jest.setTimeout(60_000);

/**
 * Graceful shutdown of a worker, on real Redis with real Bull queues: two "processes" (two Queue
 * instances, as two workers would have) share one queue.
 */
describe('drainQueues (real Redis, Bull)', () => {
  const url = process.env.TEST_REDIS_URL!;
  const opened: Queue.Queue[] = [];
  const open = (name: string) => {
    const queue = new Queue(name, url, { settings: { lockDuration: 30_000, stalledInterval: 30_000 } });
    opened.push(queue);
    return queue;
  };
  afterAll(async () => Promise.all(opened.map((q) => q.close(true).catch(() => undefined))));

  it('lets a job that ends within the grace time finish, and takes no new job', async () => {
    const name = `drain-${randomUUID()}`;
    const stopping = open(name);
    const done: string[] = [];
    void stopping.process(async (job) => {
      await new Promise((r) => setTimeout(r, 300));
      done.push(String(job.data.n));
    });
    await stopping.add({ n: 1 });
    await new Promise((r) => setTimeout(r, 150)); // it is running
    await stopping.add({ n: 2 });
    const result = await drainQueues([stopping], 5_000);
    expect(result).toEqual({ finished: true, returned: 0 });
    expect(done).toEqual(['1']);
    expect(await stopping.getWaitingCount()).toBe(1); // the second waits for another worker
  });

  it('hands a job still running at the end of the grace time back to the queue: another worker completes it, once', async () => {
    const name = `drain-${randomUUID()}`;
    const stopping = open(name);
    const ran: string[] = [];
    void stopping.process(async () => {
      ran.push('stopping');
      await new Promise((r) => setTimeout(r, 20_000)); // longer than the grace time
    });
    const job = await stopping.add({ n: 1 }, { attempts: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await job.getState()).toBe('active');

    const started = Date.now();
    const result = await drainQueues([stopping], 500);
    expect(result).toEqual({ finished: false, returned: 1 });
    expect(Date.now() - started).toBeLessThan(5_000); // not the 30 s lock time
    expect(['waiting', 'delayed']).toContain(await (await stopping.getJob(job.id))!.getState());

    const other = open(name);
    const completed = new Promise<void>((resolve) => other.on('completed', () => resolve()));
    void other.process(async () => {
      ran.push('other');
    });
    await completed;
    expect(ran).toEqual(['stopping', 'other']);
    expect(await (await other.getJob(job.id))!.getState()).toBe('completed');
  });
});
