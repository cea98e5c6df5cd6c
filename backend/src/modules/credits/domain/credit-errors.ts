/**
 * Errors of the credits domain. Each has a stable code; the HTTP layer maps it to a status and a
 * localised message (i18n key `errors.<code>`), the CLI to a localised line on stderr.
 */
export type CreditsErrorCode = 'INSUFFICIENT_CREDITS' | 'INVALID_CREDIT_AMOUNT' | 'INVALID_CREDIT_REFERENCE';

export class CreditsError extends Error {
  constructor(
    readonly code: CreditsErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
