import { z } from 'zod';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/** One Bull queue's job counts by state. */
export const QueueCounts = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  paused: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCounts>;

export const AdminOverview = z.object({ queues: z.array(QueueCounts) });
export type AdminOverview = z.infer<typeof AdminOverview>;

/**
 * Administrator routes (the `admin` custom claim, `./bin/atelier admin UID`). Anyone else gets
 * the ordinary 404 NOT_FOUND, as for an unknown path. Bearer token or the `__session` cookie.
 */
export const adminRoutes = defineRoutes({
  getAdminOverview: {
    method: 'GET',
    path: PATHS.adminOverview,
    tag: 'admin',
    summary: 'Job counts of every queue (administrators only; 404 for anyone else)',
    auth: true,
    status: 200,
    response: AdminOverview,
  },
});
