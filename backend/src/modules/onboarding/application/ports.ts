import type { OnboardingAnswers } from '../domain/onboarding-answers';

/** Ports of the onboarding application layer; infrastructure provides the adapters. */

export const ONBOARDING_REPOSITORY = Symbol('OnboardingRepository');
export interface OnboardingRepository {
  find(userId: string): Promise<OnboardingAnswers | null>;
  /**
   * Loads the user's answers (the initial ones if none), lets `change` modify them and saves them,
   * with the row locked throughout: two tabs saving different answers at once both keep theirs.
   */
  update(userId: string, change: (answers: OnboardingAnswers) => void): Promise<OnboardingAnswers>;
  erase(userId: string): Promise<void>;
}
