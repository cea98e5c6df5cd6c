import { Inject, Injectable, Optional } from '@nestjs/common';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations } from '../../../shared/observations';
import type { CreditReason } from '../domain/credit-entry';
import { creditEntryView, type CreditEntryView } from './credit-entry.view';
import { CREDIT_LEDGER, CREDITS_CLOCK, type Clock, type CreditLedger } from './ports';

/**
 * Gives back the credits of the consume with this reference (e.g. a SuperMatch that failed),
 * once. Safe to call from every failure path: a second call, or a call for a reference that was
 * never consumed, changes nothing.
 *
 * Answers the refund line and whether this call created it; null when nothing was consumed
 * with that reference.
 */
@Injectable()
export class RefundCredits {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  async execute(input: {
    userId: string;
    reference: string;
    reason: CreditReason;
  }): Promise<{ entry: CreditEntryView; refunded: boolean } | null> {
    const now = this.clock();
    const result = await this.ledger.change(input.userId, (account) =>
      account.refund({ reference: input.reference, reason: input.reason }, now),
    );
    if (result?.refunded) this.observations.credits('refunded', Math.abs(result.entry.amount));
    return result ? { entry: creditEntryView(result.entry), refunded: result.refunded } : null;
  }
}
