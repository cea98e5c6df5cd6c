import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Server } from 'node:http';
import type { AppRole } from './config/app-config';
import { drainQueues } from './queue/drain-queues';
import { RegisteredQueues } from './queue/registered-queues';

/**
 * SIGTERM: a worker stops taking jobs, lets the running ones finish within `graceMs` and hands
 * the others back to the queue (drainQueues); a web process stops accepting connections and
 * lets in-flight requests finish within the same bound, then closes what is left. Then the app
 * closes (queues, Redis, the database, Chromium).
 */
export async function stopGracefully(
  app: INestApplicationContext,
  role: AppRole,
  graceMs: number,
  say: (line: string) => void,
): Promise<void> {
  if (role !== 'web') {
    const { finished, returned } = await drainQueues(app.get(RegisteredQueues).all(), graceMs);
    say(finished ? 'Running jobs finished.' : `${returned} job(s) still running after ${graceMs} ms handed back to the queue.`);
  }
  const server = role === 'worker' ? undefined : ((app as INestApplication).getHttpServer?.() as Server | undefined);
  // close() waits for in-flight requests; past the bound, their connections are cut.
  const cut = server ? setTimeout(() => server.closeAllConnections(), graceMs).unref() : undefined;
  await app.close().catch(() => undefined);
  clearTimeout(cut);
}
