import type { Locale, Messages } from '../../i18n';
import type { OnboardingAnswers, OnboardingChanges } from '../../lib/api/types';

export type T = Messages<'onboarding'>;

/** What every step receives: the saved flow, its texts, and the two ways to change the flow. */
export interface StepProps {
  flow: OnboardingAnswers;
  t: T;
  locale: Locale;
  /** Saves `changes` and moves to `step` (the server checks the step's prerequisites). */
  go(step: number, changes?: OnboardingChanges): Promise<void>;
  /** Saves `changes` without moving. */
  save(changes: OnboardingChanges): Promise<void>;
}

/** A path inside the app in the page's language (/fr prefix for French). */
export const localePath = (locale: Locale, path: string) => (locale === 'fr' ? `/fr${path}` : path);
