import { EntitySchema } from '@mikro-orm/core';
import { OnboardingAnswers } from '../../domain/onboarding-answers';

/** Maps a user's answers to `onboarding_answers` (one row per user). */
export const OnboardingAnswersSchema = new EntitySchema<OnboardingAnswers>({
  class: OnboardingAnswers,
  tableName: 'onboarding_answers',
  properties: {
    userId: { type: 'string', length: 128, primary: true },
    biggestChallenge: { type: 'string', length: 32, nullable: true },
    applying: { type: 'string', length: 16, nullable: true },
    resumeWrittenBy: { type: 'string', length: 16, nullable: true },
    confidence: { type: 'string', length: 16, nullable: true },
    skipped: { type: 'boolean' },
    step: { type: 'smallint' },
    resumeId: { type: 'uuid', nullable: true },
    jobText: { type: 'text', nullable: true },
    jobUrl: { type: 'text', nullable: true },
    template: { type: 'string', length: 16, nullable: true },
    personalization: { type: 'json' },
    previewRunId: { type: 'uuid', nullable: true },
    finalRunId: { type: 'uuid', nullable: true },
    rejectedChanges: { type: 'json' },
    updatedAt: { type: 'datetime' },
  },
});
