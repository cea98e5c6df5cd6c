import { z } from 'zod';

/**
 * The survey's options (product spec, section 3), as stable ids the pages translate:
 * - biggest challenge: find job offers that suit me; not sure what a good resume is; adapt my
 *   resume to every offer; cannot write about myself; pass the automatic refusal;
 * - currently applying: yes, not yet, exploring;
 * - how the resume was written: editing an old one, using AI tools, someone made it, from scratch;
 * - confidence: not confident, need to improve, proud.
 */
export const BiggestChallenge = z.enum(['find-offers', 'good-resume', 'adapt-resume', 'write-about-myself', 'pass-ats']);
export const Applying = z.enum(['yes', 'not-yet', 'exploring']);
export const ResumeWrittenBy = z.enum(['editing-old', 'ai-tools', 'someone-else', 'from-scratch']);
export const Confidence = z.enum(['not-confident', 'need-to-improve', 'proud']);

export type BiggestChallenge = z.infer<typeof BiggestChallenge>;
export type Applying = z.infer<typeof Applying>;
export type ResumeWrittenBy = z.infer<typeof ResumeWrittenBy>;
export type Confidence = z.infer<typeof Confidence>;

/** The onboarding flow runs steps 0 to 16 in order (intro ... final). */
export const FIRST_STEP = 0;
export const LAST_STEP = 16;
export const Step = z.number().int().min(FIRST_STEP).max(LAST_STEP);

/**
 * A change to a user's answers: every field optional (left out = unchanged), each answer
 * nullable (null = not answered). Unknown fields are refused, so a misspelt field is an error
 * rather than a silently lost answer.
 */
export const OnboardingChangesSchema = z.strictObject({
  biggestChallenge: BiggestChallenge.nullable().optional(),
  applying: Applying.nullable().optional(),
  resumeWrittenBy: ResumeWrittenBy.nullable().optional(),
  confidence: Confidence.nullable().optional(),
  /** Skipping the survey all at once ("hold to skip"). */
  skipped: z.boolean().optional(),
  step: Step.optional(),
});

export type OnboardingChanges = z.infer<typeof OnboardingChangesSchema>;
