import { Inject, Injectable } from '@nestjs/common';
import { OnboardingError } from '../domain/onboarding-errors';
import { OnboardingChanges } from '@atelier/contracts';
import { onboardingAnswersView, type OnboardingAnswersView } from './onboarding-answers.view';
import { ONBOARDING_REPOSITORY, type OnboardingRepository } from './ports';

/**
 * Saves some of a user's answers: fields given replace the stored ones (null clears an answer),
 * fields left out are kept. `skipped: true` records "skip all" and keeps what was answered.
 * The controller validates the body with OnboardingChanges; it is checked again here so no
 * other caller can store an option the survey does not have.
 */
@Injectable()
export class SaveOnboardingAnswers {
  constructor(@Inject(ONBOARDING_REPOSITORY) private readonly repository: OnboardingRepository) {}

  async execute(input: { userId: string; changes: OnboardingChanges }): Promise<OnboardingAnswersView> {
    const parsed = OnboardingChanges.safeParse(input.changes);
    if (!parsed.success) throw new OnboardingError('INVALID_REQUEST', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    const now = new Date();
    return onboardingAnswersView(await this.repository.update(input.userId, (answers) => answers.change(parsed.data, now)));
  }
}
