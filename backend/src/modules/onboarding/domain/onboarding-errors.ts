/** Errors of the onboarding domain, with stable codes mapped to status and message by the HTTP layer. */
export type OnboardingErrorCode = 'INVALID_REQUEST' | 'RESUME_REQUIRED' | 'JOB_DESCRIPTION_REQUIRED' | 'TEMPLATE_REQUIRED';

export class OnboardingError extends Error {
  constructor(
    readonly code: OnboardingErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
