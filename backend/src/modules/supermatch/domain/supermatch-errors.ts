export type SuperMatchErrorCode =
  | 'SUPERMATCH_NOT_FOUND'
  | 'JOB_INPUT_REQUIRED'
  | 'SUPERMATCH_NOT_AWAITING_CONFIRMATION'
  | 'DOWNLOAD_NOT_FOUND'
  | 'LIBRARY_ITEM_NOT_FOUND'
  | 'SHARE_NOT_FOUND'
  | 'RESUME_NOT_READY'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'IDEMPOTENCY_KEY_REUSED';

/** A SuperMatch rule broken; `code` is stable, mapped to HTTP status and messages by the platform. */
export class SuperMatchError extends Error {
  constructor(readonly code: SuperMatchErrorCode) {
    super(code);
  }
}
