import { z } from 'zod';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

const Indicators = z.record(z.string(), z.object({ status: z.string() }).loose());

/** Terminus' answer: `status` and each component by name (database, redis, auth, browser). */
export const HealthStatus = z.object({
  status: z.enum(['ok', 'error', 'shutting_down']),
  info: Indicators.optional(),
  error: Indicators.optional(),
  details: Indicators,
});
export type HealthStatus = z.infer<typeof HealthStatus>;

export const healthRoutes = defineRoutes({
  healthLive: {
    method: 'GET',
    path: PATHS.healthLive,
    tag: 'health',
    summary: 'The process answers',
    auth: false,
    status: 200,
    response: HealthStatus,
  },
  healthReady: {
    method: 'GET',
    path: PATHS.healthReady,
    tag: 'health',
    auth: false,
    status: 200,
    response: HealthStatus,
    summary: "Every component this role uses answers (503 with each component's state otherwise)",
  },
});
