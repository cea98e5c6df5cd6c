import { z } from 'zod';
import { IsoDateTime } from './common.js';
import { ONBOARDING_FIRST_STEP, ONBOARDING_LAST_STEP } from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

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

export const OnboardingStep = z.int().min(ONBOARDING_FIRST_STEP).max(ONBOARDING_LAST_STEP);

/**
 * A change to a user's answers: every field optional (left out = unchanged), each answer
 * nullable (null = not answered). Unknown fields are refused, so a misspelt field is an error
 * rather than a silently lost answer.
 */
export const OnboardingChanges = z.strictObject({
  biggestChallenge: BiggestChallenge.nullable().optional(),
  applying: Applying.nullable().optional(),
  resumeWrittenBy: ResumeWrittenBy.nullable().optional(),
  confidence: Confidence.nullable().optional(),
  /** Skipping the survey all at once ("hold to skip"). */
  skipped: z.boolean().optional(),
  step: OnboardingStep.optional(),
});
export type OnboardingChanges = z.infer<typeof OnboardingChanges>;

/** The answers as saved (defaults when nothing was). */
export const OnboardingAnswers = z.object({
  biggestChallenge: BiggestChallenge.nullable(),
  applying: Applying.nullable(),
  resumeWrittenBy: ResumeWrittenBy.nullable(),
  confidence: Confidence.nullable(),
  skipped: z.boolean(),
  step: OnboardingStep,
  updatedAt: IsoDateTime.nullable(),
});
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;

export const onboardingRoutes = defineRoutes({
  getOnboarding: {
    method: 'GET',
    path: PATHS.onboarding,
    tag: 'onboarding',
    summary: 'Survey answers and flow step (defaults when nothing was saved)',
    auth: true,
    status: 200,
    response: OnboardingAnswers,
  },
  saveOnboarding: {
    method: 'PUT',
    path: PATHS.onboarding,
    tag: 'onboarding',
    summary: 'Save some answers: fields left out are kept, null clears one, skipped: true skips all',
    auth: true,
    status: 200,
    body: OnboardingChanges,
    response: OnboardingAnswers,
    errors: ['INVALID_REQUEST'],
  },
});
