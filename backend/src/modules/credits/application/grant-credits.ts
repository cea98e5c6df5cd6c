import { Inject, Injectable } from '@nestjs/common';
import type { CreditReason } from '../domain/credit-entry';
import { creditEntryView, type CreditEntryView } from './credit-entry.view';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock, type CreditLedger, type CreditsSettings } from './ports';

/**
 * Grants credits (operator, promotions, plan grants). One grant per reference: granting again with
 * the same reference returns the first line (granted: false). The welcome grant is settled first,
 * so a new user given credits by hand still gets their welcome credits on top.
 */
@Injectable()
export class GrantCredits {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_SETTINGS) private readonly settings: CreditsSettings,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    userId: string;
    amount: number;
    reason: CreditReason;
    reference: string;
  }): Promise<{ entry: CreditEntryView; granted: boolean; balance: number }> {
    const now = this.clock();
    return this.ledger.change(input.userId, (account) => {
      account.settleDueGrants(this.settings, now);
      const before = account.find('grant', input.reference);
      const entry = account.grant({ amount: input.amount, reason: input.reason, reference: input.reference }, now);
      return { entry: creditEntryView(entry), granted: !before, balance: account.balance };
    });
  }
}
