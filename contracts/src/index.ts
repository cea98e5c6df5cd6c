/**
 * @atelier/contracts: the API as both sides see it. Imports nothing but zod (no I/O, no
 * framework), so the back end validates with it and the browser takes its types from it.
 * A browser module that needs only URLs or limits imports '@atelier/contracts/paths' or
 * '/constants' (no zod), or uses `import type` here.
 */
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { contactRoutes } from './contact.js';
import { creditsRoutes } from './credits.js';
import { healthRoutes } from './health.js';
import { jobPostingsRoutes } from './job-postings.js';
import { meRoutes } from './me.js';
import { onboardingRoutes } from './onboarding.js';
import { resumeChangesRoutes } from './resume-changes.js';
import { resumeContentRoutes } from './resume-content.js';
import { resumeVersionsRoutes } from './resume-versions.js';
import { resumesRoutes } from './resumes.js';
import { runsRoutes } from './runs.js';
import { sessionRoutes } from './session.js';
import { supermatchesRoutes } from './supermatches.js';

export * from './admin.js';
export * from './auth.js';
export * from './common.js';
export * from './contact.js';
export * from './constants.js';
export * from './countries.js';
export * from './credits.js';
export * from './errors.js';
export * from './health.js';
export * from './job-postings.js';
export * from './me.js';
export * from './onboarding.js';
export * from './onboarding-flow.js';
export * from './paths.js';
export * from './resume-changes.js';
export * from './resume-content.js';
export * from './resume-versions.js';
export * from './resumes.js';
export * from './route.js';
export * from './runs.js';
export * from './session.js';
export * from './stages.js';
export * from './supermatches.js';

/** Every route of the API, by name: what OpenAPI lists and what controllers must answer. */
export const ROUTES = {
  ...authRoutes,
  ...sessionRoutes,
  ...meRoutes,
  ...creditsRoutes,
  ...onboardingRoutes,
  ...resumesRoutes,
  ...resumeChangesRoutes,
  ...resumeVersionsRoutes,
  ...resumeContentRoutes,
  ...runsRoutes,
  ...supermatchesRoutes,
  ...jobPostingsRoutes,
  ...healthRoutes,
  ...contactRoutes,
  ...adminRoutes,
};
export type RouteName = keyof typeof ROUTES;
