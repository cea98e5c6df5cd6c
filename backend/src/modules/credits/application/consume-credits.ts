import { Inject, Injectable, Optional } from '@nestjs/common';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations } from '../../../shared/observations';
import type { CreditReason } from '../domain/credit-entry';
import { CreditsError } from '../domain/credit-errors';
import { creditEntryView, type CreditEntryView } from './credit-entry.view';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock, type CreditLedger, type CreditsSettings } from './ports';

export interface ConsumeCreditsInput {
  userId: string;
  /** Positive whole number; for a SuperMatch, GetCredits' supermatchCost (SUPERMATCH_COST). */
  amount: number;
  reason: CreditReason;
  /** What is paid for, e.g. the SuperMatch id. One reference is charged at most once. */
  reference: string;
}

/**
 * Spends credits, atomically: under the user's lock, due grants are settled, the balance is
 * computed from the ledger and the consume line is appended only if it covers the amount.
 * Concurrent calls never overdraw; calling again with the same reference returns the first line
 * (charged: false) without charging twice.
 *
 * @throws CreditsError('INSUFFICIENT_CREDITS') when the balance is below the amount (HTTP 402).
 */
@Injectable()
export class ConsumeCredits {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_SETTINGS) private readonly settings: CreditsSettings,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  async execute(input: ConsumeCreditsInput): Promise<{ entry: CreditEntryView; charged: boolean; balance: number }> {
    const now = this.clock();
    const result = await this.ledger.change(input.userId, (account) => {
      account.settleDueGrants(this.settings, now);
      const outcome = account.consume({ amount: input.amount, reason: input.reason, reference: input.reference }, now);
      return { outcome, balance: account.balance };
    });
    if (!result.outcome.ok) throw new CreditsError('INSUFFICIENT_CREDITS', `balance ${result.balance}, needs ${input.amount}`);
    if (result.outcome.charged) this.observations.credits('charged', input.amount);
    return { entry: creditEntryView(result.outcome.entry), charged: result.outcome.charged, balance: result.balance };
  }
}
