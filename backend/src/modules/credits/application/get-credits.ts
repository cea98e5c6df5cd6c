import { Inject, Injectable } from '@nestjs/common';
import type { Plan } from '../domain/credit-plan';
import { settledAccount } from './settled-account';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock, type CreditLedger, type CreditsSettings } from './ports';

export interface CreditsSummary {
  balance: number;
  plan: Plan;
  supermatchCost: number;
  plusMonthlyCredits: number;
}

/** "Credits left" for a user, giving the welcome grant (and on Plus this month's grant) when due. */
@Injectable()
export class GetCredits {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_SETTINGS) private readonly settings: CreditsSettings,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string }): Promise<CreditsSummary> {
    const account = await settledAccount(this.ledger, this.settings, input.userId, this.clock());
    return {
      balance: account.balance,
      plan: account.plan,
      supermatchCost: this.settings.supermatchCost,
      plusMonthlyCredits: this.settings.plusMonthlyCredits,
    };
  }
}
