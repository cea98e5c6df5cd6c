import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EraseOnboardingAnswers } from './application/erase-onboarding-answers';
import { GetOnboardingAnswers } from './application/get-onboarding-answers';
import { ONBOARDING_REPOSITORY } from './application/ports';
import { SaveOnboardingAnswers } from './application/save-onboarding-answers';
import { OnboardingController } from './infrastructure/http/onboarding.controller';
import { MikroOrmOnboardingRepository } from './infrastructure/persistence/mikro-orm-onboarding.repository';
import { OnboardingAnswersSchema } from './infrastructure/persistence/onboarding-answers.schema';

/** Onboarding survey answers; the controller only in web roles. */
@Module({})
export class OnboardingModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: OnboardingModule,
      imports: [MikroOrmModule.forFeature([OnboardingAnswersSchema])],
      controllers: options.web ? [OnboardingController] : [],
      providers: [
        GetOnboardingAnswers,
        SaveOnboardingAnswers,
        EraseOnboardingAnswers,
        { provide: ONBOARDING_REPOSITORY, useClass: MikroOrmOnboardingRepository },
      ],
      exports: [GetOnboardingAnswers, SaveOnboardingAnswers, EraseOnboardingAnswers],
    };
  }
}
