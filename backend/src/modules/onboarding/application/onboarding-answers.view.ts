import type { OnboardingAnswers as OnboardingAnswersView } from '@atelier/contracts';
import type { OnboardingAnswers } from '../domain/onboarding-answers';

export type { OnboardingAnswersView };

/** The answers as the API and other modules see them (plain data, the contract's shape). */
export function onboardingAnswersView(answers: OnboardingAnswers): OnboardingAnswersView {
  return {
    biggestChallenge: answers.biggestChallenge as OnboardingAnswersView['biggestChallenge'],
    applying: answers.applying as OnboardingAnswersView['applying'],
    resumeWrittenBy: answers.resumeWrittenBy as OnboardingAnswersView['resumeWrittenBy'],
    confidence: answers.confidence as OnboardingAnswersView['confidence'],
    skipped: answers.skipped,
    step: answers.step,
    resumeId: answers.resumeId,
    jobText: answers.jobText,
    jobUrl: answers.jobUrl,
    template: answers.template as OnboardingAnswersView['template'],
    personalization: answers.personalization ?? {},
    previewRunId: answers.previewRunId,
    finalRunId: answers.finalRunId,
    rejectedChanges: answers.rejectedChanges ?? [],
    updatedAt: answers.updatedAt ? answers.updatedAt.toISOString() : null,
  };
}
