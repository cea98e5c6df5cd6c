import { z } from 'zod';
import { IsoDateTime, ResumeTemplate, Uuid } from './common.js';
import { MAX_JOB_DESCRIPTION_LENGTH, MAX_JOB_URL_LENGTH, ONBOARDING_FIRST_STEP, ONBOARDING_LAST_STEP } from './constants.js';
import { EnhanceBody } from './resumes.js';
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
  /** The flow's own facts (the server refuses a step whose prerequisites are missing, see onboarding-flow). */
  resumeId: Uuid.nullable().optional(),
  jobText: z.string().max(MAX_JOB_DESCRIPTION_LENGTH).nullable().optional(),
  jobUrl: z.string().max(MAX_JOB_URL_LENGTH).nullable().optional(),
  template: ResumeTemplate.nullable().optional(),
  /** Answers to the personalization questions (question id → answer), fed to the rewrite. */
  personalization: EnhanceBody.shape.answers.unwrap().optional(),
  /** The enhancement runs the flow follows: the first pass (result step) and the one with the answers (processing). */
  previewRunId: Uuid.nullable().optional(),
  finalRunId: Uuid.nullable().optional(),
  /**
   * The changes the user rejected on the result step, by content (see rejectedChangeKey): the
   * final rewrite proposes them again with new ids, and the flow rejects them again after it.
   */
  rejectedChanges: z.array(z.string().max(4000)).max(200).optional(),
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
  resumeId: z.string().nullable(),
  jobText: z.string().nullable(),
  jobUrl: z.string().nullable(),
  template: ResumeTemplate.nullable(),
  personalization: z.record(z.string(), z.string()),
  previewRunId: z.string().nullable(),
  finalRunId: z.string().nullable(),
  rejectedChanges: z.array(z.string()),
  updatedAt: IsoDateTime.nullable(),
});
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;

/** Start Over: everything emptied, at the intro (0) or straight at the upload (5, the dashboard's "New resume"). */
export const RestartOnboardingBody = z.object({ step: z.union([z.literal(ONBOARDING_FIRST_STEP), z.literal(5)]).optional() });
export type RestartOnboardingBody = z.infer<typeof RestartOnboardingBody>;

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
    errors: ['INVALID_REQUEST', 'RESUME_REQUIRED', 'JOB_DESCRIPTION_REQUIRED', 'TEMPLATE_REQUIRED', 'RESUME_NOT_FOUND'],
  },
  restartOnboarding: {
    method: 'POST',
    path: PATHS.onboardingRestart,
    tag: 'onboarding',
    summary: 'Start Over: empties the flow (answers, resume, job, template) and puts it at the intro or the upload',
    auth: true,
    status: 200,
    body: RestartOnboardingBody,
    response: OnboardingAnswers,
    errors: ['INVALID_REQUEST'],
  },
});
