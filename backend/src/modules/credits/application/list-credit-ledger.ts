import { Inject, Injectable } from '@nestjs/common';
import { creditEntryView, type CreditEntryView } from './credit-entry.view';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock, type CreditLedger, type CreditsSettings } from './ports';
import { settledAccount } from './settled-account';

/** A user's own ledger lines, newest first, with the balance they add up to (due grants given first). */
@Injectable()
export class ListCreditLedger {
  constructor(
    @Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger,
    @Inject(CREDITS_SETTINGS) private readonly settings: CreditsSettings,
    @Inject(CREDITS_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string }): Promise<{ balance: number; entries: CreditEntryView[] }> {
    const account = await settledAccount(this.ledger, this.settings, input.userId, this.clock());
    return { balance: account.balance, entries: account.ledger.map(creditEntryView).reverse() };
  }
}
