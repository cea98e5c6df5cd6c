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
  resumeId?: string | null;
  jobText?: string | null;
  jobUrl?: string | null;
  template?: string | null;
  personalization?: Record<string, string>;
  previewRunId?: string | null;
  finalRunId?: string | null;
  rejectedChanges?: string[];
}

/** The flow's facts, copied from a change onto the answers when given. */
const FLOW_FIELDS = [
  'resumeId',
  'jobText',
  'jobUrl',
  'template',
  'personalization',
  'previewRunId',
  'finalRunId',
  'rejectedChanges',
] as const;

const EMPTY_FLOW = {
  resumeId: null,
  jobText: null,
  jobUrl: null,
  template: null,
  personalization: {},
  previewRunId: null,
  finalRunId: null,
  rejectedChanges: [],
};

/** One user's survey answers and where they are in the onboarding flow. */
export class OnboardingAnswers {
  userId!: string;
  biggestChallenge!: string | null;
  applying!: string | null;
  resumeWrittenBy!: string | null;
  confidence!: string | null;
  skipped!: boolean;
  step!: number;
  /** The guided flow's own facts: the uploaded resume, the job, the style, the answers to the personalization questions. */
  resumeId!: string | null;
  jobText!: string | null;
  jobUrl!: string | null;
  template!: string | null;
  personalization!: Record<string, string>;
  /** The enhancement runs the flow follows, so a reload finds them again. */
  previewRunId!: string | null;
  finalRunId!: string | null;
  /** Changes rejected on the result step, by content: rejected again after the final rewrite. */
  rejectedChanges!: string[];
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
      ...EMPTY_FLOW,
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
    for (const field of FLOW_FIELDS) if (changes[field] !== undefined) Object.assign(this, { [field]: changes[field] });
    this.updatedAt = now;
  }

  /** Start Over: every answer and fact emptied, at `step` (the intro, or the upload for "New resume"). */
  restart(step: number, now: Date): void {
    Object.assign(
      this,
      { biggestChallenge: null, applying: null, resumeWrittenBy: null, confidence: null, skipped: false, step },
      EMPTY_FLOW,
    );
    this.updatedAt = now;
  }

  /** What the flow's machine needs to decide whether a step may be entered. */
  flowFacts(): { resumeId: string | null; hasJob: boolean; template: string | null } {
    return { resumeId: this.resumeId, hasJob: Boolean(this.jobText?.trim() || this.jobUrl?.trim()), template: this.template };
  }
}
