import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EraseOnboardingAnswers } from './application/erase-onboarding-answers';
import { GetOnboardingAnswers } from './application/get-onboarding-answers';
import { ONBOARDING_REPOSITORY } from './application/ports';
import { RestartOnboarding } from './application/restart-onboarding';
import { SaveOnboardingAnswers } from './application/save-onboarding-answers';
import { OnboardingController } from './infrastructure/http/onboarding.controller';
import { MikroOrmOnboardingRepository } from './infrastructure/persistence/mikro-orm-onboarding.repository';
import { OnboardingAnswersSchema } from './infrastructure/persistence/onboarding-answers.schema';

/**
 * Onboarding survey answers and the guided flow's state; the controller only in web roles.
 * `collaborators`: the resumes module instance (a flow's resume must be the user's own).
 */
@Module({})
export class OnboardingModule {
  static register(options: { web: boolean; collaborators: DynamicModule[] }): DynamicModule {
    return {
      module: OnboardingModule,
      imports: [MikroOrmModule.forFeature([OnboardingAnswersSchema]), ...options.collaborators],
      controllers: options.web ? [OnboardingController] : [],
      providers: [
        GetOnboardingAnswers,
        SaveOnboardingAnswers,
        RestartOnboarding,
        EraseOnboardingAnswers,
        { provide: ONBOARDING_REPOSITORY, useClass: MikroOrmOnboardingRepository },
      ],
      exports: [GetOnboardingAnswers, SaveOnboardingAnswers, EraseOnboardingAnswers],
    };
  }
}
