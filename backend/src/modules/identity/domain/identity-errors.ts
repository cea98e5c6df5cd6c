/**
 * Errors of the identity module. Each has a stable code; the HTTP layer maps it to a status
 * (ERROR_STATUS in @atelier/contracts) and a localised message (i18n key `errors.<code>`).
 */
export type IdentityErrorCode =
  /** A guest (anonymous user) tried something that needs a registered account. */
  | 'PROFILE_REQUIRES_ACCOUNT'
  /** Deleting the account needs a sign-in within the last few minutes. */
  | 'REAUTH_REQUIRED'
  /** Some step of the account deletion failed; everything is safe to retry. */
  | 'ACCOUNT_DELETION_FAILED';

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
