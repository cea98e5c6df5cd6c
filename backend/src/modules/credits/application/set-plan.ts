import { Inject, Injectable } from '@nestjs/common';
import { plusMonthReference, type Plan } from '../domain/credit-plan';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock, type CreditLedger, type CreditsSettings } from './ports';

export interface SetPlanResult {
  plan: Plan;
  balance: number;
  /** This month's Plus grant when this call made it; null when none was due (already given, or free). */
  monthlyGrant: { amount: number; reference: string } | null;
}

/**
 * Sets a user's plan (an operator command today, a payment provider later). Turning Plus on
 * grants this month's credits (reference 'plus:YYYY-MM', UTC) unless already granted: running
 * it twice in a month grants once. Turning it off keeps the credits already granted.
 */
@Injectable()
export class SetPlan {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_SETTINGS) private readonly settings: CreditsSettings,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; plan: Plan }): Promise<SetPlanResult> {
    const now = this.clock();
    return this.ledger.change(input.userId, (account) => {
      account.setPlan(input.plan, now);
      const month = plusMonthReference(now);
      const granted = account.settleDueGrants(this.settings, now).find((e) => e.reference === month);
      return { plan: account.plan, balance: account.balance, monthlyGrant: granted ? { amount: granted.amount, reference: month } : null };
    });
  }
}
