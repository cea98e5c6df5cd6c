import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { Credits } from './types';

/** GET /api/credits: credits left, plan, and what a SuperMatch costs. */
export function getCredits(): Promise<Credits> {
  return request<Credits>(PATHS.credits);
}
