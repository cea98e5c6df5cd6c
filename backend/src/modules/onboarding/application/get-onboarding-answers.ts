import { ONBOARDING_FIRST_STEP } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { OnboardingAnswers } from '../domain/onboarding-answers';
import { onboardingAnswersView, type OnboardingAnswersView } from './onboarding-answers.view';
import { ONBOARDING_REPOSITORY, type OnboardingRepository } from './ports';

/** A user's answers; nothing answered yet reads as the defaults (all null, step 0, not skipped). */
@Injectable()
export class GetOnboardingAnswers {
  constructor(@Inject(ONBOARDING_REPOSITORY) private readonly repository: OnboardingRepository) {}

  async execute(input: { userId: string }): Promise<OnboardingAnswersView> {
    const answers = (await this.repository.find(input.userId)) ?? OnboardingAnswers.initial(input.userId, ONBOARDING_FIRST_STEP);
    return onboardingAnswersView(answers);
  }
}
