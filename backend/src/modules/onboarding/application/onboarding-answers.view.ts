import type { OnboardingAnswers } from '../domain/onboarding-answers';
import type { Applying, BiggestChallenge, Confidence, ResumeWrittenBy } from '../domain/onboarding-options';

/** The answers as the API and other modules see them (plain data). */
export interface OnboardingAnswersView {
  biggestChallenge: BiggestChallenge | null;
  applying: Applying | null;
  resumeWrittenBy: ResumeWrittenBy | null;
  confidence: Confidence | null;
  skipped: boolean;
  step: number;
  updatedAt: string | null;
}

export function onboardingAnswersView(answers: OnboardingAnswers): OnboardingAnswersView {
  return {
    biggestChallenge: answers.biggestChallenge,
    applying: answers.applying,
    resumeWrittenBy: answers.resumeWrittenBy,
    confidence: answers.confidence,
    skipped: answers.skipped,
    step: answers.step,
    updatedAt: answers.updatedAt ? answers.updatedAt.toISOString() : null,
  };
}
