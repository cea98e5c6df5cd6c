/** Errors of the contact domain, with stable codes mapped to status and message by the HTTP layer. */
export type ContactErrorCode = 'CONTACT_RATE_LIMITED';

export class ContactError extends Error {
  constructor(readonly code: ContactErrorCode) {
    super(code);
  }
}
