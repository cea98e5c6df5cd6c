/**
 * A change to a user's answers: fields left out are unchanged, null clears an answer. The survey's
 * options and step bounds are the API contract's (@atelier/contracts, OnboardingChanges): the
 * application validates with it before anything reaches this class, so they are not restated here.
 */
export interface AnswerChanges {
  biggestChallenge?: string | null;
  applying?: string | null;
  resumeWrittenBy?: string | null;
  confidence?: string | null;
  skipped?: boolean;
  step?: number;
}

/** One user's survey answers and where they are in the onboarding flow. */
export class OnboardingAnswers {
  userId!: string;
  biggestChallenge!: string | null;
  applying!: string | null;
  resumeWrittenBy!: string | null;
  confidence!: string | null;
  skipped!: boolean;
  step!: number;
  /** Null until the user first saves something. */
  updatedAt!: Date | null;

  /** What a user who has answered nothing yet sees, at the flow's first step (the contract's ONBOARDING_FIRST_STEP). */
  static initial(userId: string, firstStep: number): OnboardingAnswers {
    const answers = new OnboardingAnswers();
    Object.assign(answers, {
      userId,
      biggestChallenge: null,
      applying: null,
      resumeWrittenBy: null,
      confidence: null,
      skipped: false,
      step: firstStep,
      updatedAt: null,
    });
    return answers;
  }

  /** Applies a change: fields given replace the stored ones (null clears), fields left out are kept. */
  change(changes: AnswerChanges, now: Date): void {
    if (changes.biggestChallenge !== undefined) this.biggestChallenge = changes.biggestChallenge;
    if (changes.applying !== undefined) this.applying = changes.applying;
    if (changes.resumeWrittenBy !== undefined) this.resumeWrittenBy = changes.resumeWrittenBy;
    if (changes.confidence !== undefined) this.confidence = changes.confidence;
    if (changes.skipped !== undefined) this.skipped = changes.skipped;
    if (changes.step !== undefined) this.step = changes.step;
    this.updatedAt = now;
  }
}
