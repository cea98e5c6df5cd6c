import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { ConsumeCredits } from '../../../credits/application/consume-credits';
import { RefundCredits } from '../../../credits/application/refund-credits';
import type { CreditWallet } from '../../application/collaborator-ports';

/** SuperMatch's wallet on the credits ledger: the configured cost per charge, refunds by reference. */
@Injectable()
export class CreditsWallet implements CreditWallet {
  constructor(
    private readonly consume: ConsumeCredits,
    private readonly refundCredits: RefundCredits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async charge(userId: string, reference: string): Promise<boolean> {
    const { charged } = await this.consume.execute({ userId, amount: this.config.credits.supermatchCost, reason: 'supermatch', reference });
    return charged;
  }

  async refund(userId: string, reference: string): Promise<void> {
    await this.refundCredits.execute({ userId, reference, reason: 'refund' });
  }
}
