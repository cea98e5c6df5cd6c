/** Free users live on their welcome credits; Plus users get a monthly grant. */
export type Plan = 'free' | 'plus';

export const isPlan = (value: unknown): value is Plan => value === 'free' || value === 'plus';

/** A user's plan; no row means 'free'. Set by an operator today, by a payment provider later. */
export class UserPlan {
  userId!: string;
  plan!: Plan;
  updatedAt!: Date;

  static of(userId: string, plan: Plan, now: Date): UserPlan {
    const row = new UserPlan();
    Object.assign(row, { userId, plan, updatedAt: now });
    return row;
  }
}

/** The reference of a Plus monthly grant: one per calendar month (UTC), e.g. 'plus:2026-11'. */
export function plusMonthReference(now: Date): string {
  return `plus:${now.toISOString().slice(0, 7)}`;
}

/** The reference of the one welcome grant of every user. */
export const WELCOME_REFERENCE = 'welcome';
