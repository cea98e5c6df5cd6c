import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { ConsumeCredits } from './application/consume-credits';
import { EraseUserCredits } from './application/erase-user-credits';
import { GetCredits } from './application/get-credits';
import { GrantCredits } from './application/grant-credits';
import { ListCreditLedger } from './application/list-credit-ledger';
import { CREDIT_LEDGER, CREDITS_CLOCK, CREDITS_SETTINGS, type Clock } from './application/ports';
import { RefundCredits } from './application/refund-credits';
import { SetPlan } from './application/set-plan';
import { CreditsController } from './infrastructure/http/credits.controller';
import { CreditEntrySchema } from './infrastructure/persistence/credit-entry.schema';
import { MikroOrmCreditLedger } from './infrastructure/persistence/mikro-orm-credit.ledger';
import { UserPlanSchema } from './infrastructure/persistence/user-plan.schema';

const USE_CASES = [GetCredits, ListCreditLedger, ConsumeCredits, RefundCredits, GrantCredits, SetPlan, EraseUserCredits];

/** The credits ledger. Every use case is exported for SuperMatch (consume, refund) and identity (erase). */
@Module({})
export class CreditsModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: CreditsModule,
      imports: [MikroOrmModule.forFeature([CreditEntrySchema, UserPlanSchema])],
      controllers: options.web ? [CreditsController] : [],
      providers: [
        ...USE_CASES,
        { provide: CREDIT_LEDGER, useClass: MikroOrmCreditLedger },
        { provide: CREDITS_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.credits },
        { provide: CREDITS_CLOCK, useValue: (() => new Date()) satisfies Clock },
      ],
      exports: USE_CASES,
    };
  }
}
