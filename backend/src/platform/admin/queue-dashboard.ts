import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { Viewers } from '../auth/viewers';
import { administratorsOnly } from '../http/administrator-pages';
import { RegisteredQueues } from '../queue/registered-queues';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues: every queue, its jobs by state, retry and clean of failed jobs.
 * Mounted on Express beside the pages (not under /api), for administrators only
 * (`administratorsOnly`): anyone else falls through to the pages' ordinary 404. Its own API calls
 * (under /admin/queues/api) carry the `__session` cookie through the same check.
 */
export function mountQueueDashboard(app: INestApplication): void {
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(RegisteredQueues)
      .all()
      .map((queue) => new BullAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Atelier' } },
  });
  app.use(QUEUE_DASHBOARD_PATH, administratorsOnly(app.get(Viewers), serverAdapter.getRouter()));
}
