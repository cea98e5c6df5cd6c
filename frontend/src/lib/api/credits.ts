import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { CreditLedger, Credits } from './types';

/** GET /api/credits: credits left, plan, and what a SuperMatch costs. */
export function getCredits(): Promise<Credits> {
  return request<Credits>(PATHS.credits);
}

/** GET /api/credits/ledger: what was granted, charged and refunded, newest first. */
export function getCreditLedger(): Promise<CreditLedger> {
  return request<CreditLedger>(PATHS.creditLedger);
}
