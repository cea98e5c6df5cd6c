import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { OnboardingAnswers, OnboardingChanges } from './types';

/** GET /api/onboarding: the survey answers and the guided flow's state (the truth every tab resumes from). */
export function getOnboarding(): Promise<OnboardingAnswers> {
  return request<OnboardingAnswers>(PATHS.onboarding);
}

/** PUT /api/onboarding: fields left out are kept; a step whose prerequisite is missing is refused (409). */
export function saveOnboarding(changes: OnboardingChanges): Promise<OnboardingAnswers> {
  return request<OnboardingAnswers>(PATHS.onboarding, { method: 'PUT', json: changes });
}

/** POST /api/onboarding/restart: Start Over, at the intro (0) or the upload (5). */
export function restartOnboarding(step: 0 | 5 = 0): Promise<OnboardingAnswers> {
  return request<OnboardingAnswers>(PATHS.onboardingRestart, { method: 'POST', json: { step } });
}
