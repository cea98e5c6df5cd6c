import { z } from 'zod';
import { IsoDateTime } from './common.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

export const PLANS = ['free', 'plus'] as const;
export const CREDIT_ENTRY_KINDS = ['grant', 'consume', 'refund'] as const;

/** GET /api/credits: credits left, the plan, and what a SuperMatch costs. */
export const Credits = z.object({
  balance: z.int().min(0),
  plan: z.enum(PLANS),
  supermatchCost: z.int().min(1),
  plusMonthlyCredits: z.int().min(0),
});
export type Credits = z.infer<typeof Credits>;

export const CreditEntry = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: z.int().min(1),
  reason: z.string().meta({ example: 'supermatch', description: 'welcome, plus-monthly, supermatch, refund, operator…' }),
  reference: z.string().meta({ example: 'welcome' }),
  createdAt: IsoDateTime,
});
export type CreditEntry = z.infer<typeof CreditEntry>;

export const CreditLedger = z.object({ balance: z.int(), entries: z.array(CreditEntry) });
export type CreditLedger = z.infer<typeof CreditLedger>;

export const creditsRoutes = defineRoutes({
  getCredits: {
    method: 'GET',
    path: PATHS.credits,
    tag: 'credits',
    summary: 'Credits left, plan, and what a SuperMatch costs',
    auth: true,
    status: 200,
    response: Credits,
  },
  getCreditLedger: {
    method: 'GET',
    path: PATHS.creditLedger,
    tag: 'credits',
    summary: "The signed-in user's ledger lines, newest first",
    auth: true,
    status: 200,
    response: CreditLedger,
  },
});
