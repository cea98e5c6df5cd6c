import type { Applying, BiggestChallenge, Confidence, OnboardingChanges, ResumeWrittenBy } from './onboarding-options';
import { FIRST_STEP } from './onboarding-options';

/** One user's survey answers and where they are in the onboarding flow. */
export class OnboardingAnswers {
  userId!: string;
  biggestChallenge!: BiggestChallenge | null;
  applying!: Applying | null;
  resumeWrittenBy!: ResumeWrittenBy | null;
  confidence!: Confidence | null;
  skipped!: boolean;
  step!: number;
  /** Null until the user first saves something. */
  updatedAt!: Date | null;

  /** What a user who has answered nothing yet sees. */
  static initial(userId: string): OnboardingAnswers {
    const answers = new OnboardingAnswers();
    Object.assign(answers, { userId, biggestChallenge: null, applying: null, resumeWrittenBy: null, confidence: null, skipped: false, step: FIRST_STEP, updatedAt: null });
    return answers;
  }

  /** Applies a change: fields given replace the stored ones (null clears), fields left out are kept. */
  change(changes: OnboardingChanges, now: Date): void {
    if (changes.biggestChallenge !== undefined) this.biggestChallenge = changes.biggestChallenge;
    if (changes.applying !== undefined) this.applying = changes.applying;
    if (changes.resumeWrittenBy !== undefined) this.resumeWrittenBy = changes.resumeWrittenBy;
    if (changes.confidence !== undefined) this.confidence = changes.confidence;
    if (changes.skipped !== undefined) this.skipped = changes.skipped;
    if (changes.step !== undefined) this.step = changes.step;
    this.updatedAt = now;
  }
}
