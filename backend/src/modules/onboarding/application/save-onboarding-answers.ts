import { Inject, Injectable } from '@nestjs/common';
import { OnboardingError } from '../domain/onboarding-errors';
import { blockOf, OnboardingChanges } from '@atelier/contracts';
import { GetResume } from '../../resumes/application/get-resume';
import { onboardingAnswersView, type OnboardingAnswersView } from './onboarding-answers.view';
import { ONBOARDING_REPOSITORY, type OnboardingRepository } from './ports';

/**
 * Saves some of a user's answers: fields given replace the stored ones (null clears an answer),
 * fields left out are kept. `skipped: true` records "skip all" and keeps what was answered.
 * The controller validates the body with OnboardingChanges; it is checked again here so no
 * other caller can store an option the survey does not have.
 *
 * The guided flow's rules are enforced here too (the contract's onboarding-flow machine): a step
 * whose prerequisite is missing (no resume, no job, no template) is refused with the spec's
 * message, and a resume id must name one of the user's own resumes (another's reads as not found).
 */
@Injectable()
export class SaveOnboardingAnswers {
  constructor(
    @Inject(ONBOARDING_REPOSITORY) private readonly repository: OnboardingRepository,
    private readonly getResume: GetResume,
  ) {}

  async execute(input: { userId: string; changes: OnboardingChanges }): Promise<OnboardingAnswersView> {
    const parsed = OnboardingChanges.safeParse(input.changes);
    if (!parsed.success) throw new OnboardingError('INVALID_REQUEST', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    const changes = parsed.data;
    if (changes.resumeId) await this.getResume.execute({ userId: input.userId, resumeId: changes.resumeId });
    const now = new Date();
    const saved = await this.repository.update(input.userId, (answers) => {
      answers.change(changes, now);
      const block = changes.step === undefined ? null : blockOf(answers.step, answers.flowFacts());
      if (block) throw new OnboardingError(block);
    });
    return onboardingAnswersView(saved);
  }
}
