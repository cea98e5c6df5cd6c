import type { OnboardingAnswers, ReadJobPostingBody } from '../../lib/api/types';

/**
 * The job the flow aims at, as the enhancement reads it: the link when the user gave one, else
 * the pasted text. Both enhancement runs (the preview and the final rewrite) send the same job,
 * so the answers to its skill questions meet the same questions.
 */
export function flowJob(flow: Pick<OnboardingAnswers, 'jobText' | 'jobUrl'>): ReadJobPostingBody | undefined {
  if (flow.jobUrl) return { url: flow.jobUrl };
  if (flow.jobText) return { text: flow.jobText };
  return undefined;
}
