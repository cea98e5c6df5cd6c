import { ONBOARDING_FIRST_STEP } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { onboardingAnswersView, type OnboardingAnswersView } from './onboarding-answers.view';
import { ONBOARDING_REPOSITORY, type OnboardingRepository } from './ports';

/**
 * Start Over: the flow is emptied (survey answers, resume, job, style, personalization) and put
 * at the intro, or at the upload when the dashboard's "New resume" starts a new one. The resume
 * itself stays in the user's library.
 */
@Injectable()
export class RestartOnboarding {
  constructor(@Inject(ONBOARDING_REPOSITORY) private readonly repository: OnboardingRepository) {}

  async execute(input: { userId: string; step?: number }): Promise<OnboardingAnswersView> {
    const now = new Date();
    const step = input.step ?? ONBOARDING_FIRST_STEP;
    return onboardingAnswersView(await this.repository.update(input.userId, (answers) => answers.restart(step, now)));
  }
}
