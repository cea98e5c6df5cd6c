import { Inject, Injectable } from '@nestjs/common';
import { CREDIT_LEDGER, type CreditLedger } from './ports';

/** Account deletion: removes every ledger line and the plan of the user. */
@Injectable()
export class EraseUserCredits {
  constructor(@Inject(CREDIT_LEDGER) private readonly ledger: CreditLedger) {}

  async execute(input: { userId: string }): Promise<void> {
    await this.ledger.erase(input.userId);
  }
}
