import { ContactMessageSchema } from './modules/contact/infrastructure/persistence/contact-message.schema';
import { CreditEntrySchema } from './modules/credits/infrastructure/persistence/credit-entry.schema';
import { UserPlanSchema } from './modules/credits/infrastructure/persistence/user-plan.schema';
import { OnboardingAnswersSchema } from './modules/onboarding/infrastructure/persistence/onboarding-answers.schema';
import { PipelineRunSchema } from './modules/pipelines/infrastructure/persistence/pipeline-run.schema';
import { SuperMatchSchema } from './modules/supermatch/infrastructure/persistence/supermatch.schema';
import { ResumeSchema } from './modules/resumes/infrastructure/persistence/resume.schema';
import { StoredFileSchema } from './modules/resumes/infrastructure/persistence/stored-file.schema';
import { ResumeVersionSchema } from './modules/resumes/infrastructure/persistence/resume-version.schema';
import { ResumeShareSchema } from './modules/resumes/infrastructure/persistence/resume-share.schema';
import { UserProfileSchema } from './modules/identity/infrastructure/persistence/user-profile.schema';

/** Every ORM mapping of every module: the composition root's list for the ORM and its CLI. */
export const ENTITIES = [
  ResumeSchema,
  StoredFileSchema,
  ResumeShareSchema,
  ResumeVersionSchema,
  PipelineRunSchema,
  CreditEntrySchema,
  UserPlanSchema,
  OnboardingAnswersSchema,
  SuperMatchSchema,
  UserProfileSchema,
  ContactMessageSchema,
];
