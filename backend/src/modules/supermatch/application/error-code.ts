import { errorCodeOf } from '../../../shared/error-code';

/** Codes that may pass on a second try (a browser hiccup); every other coded error is final. */
const TRANSIENT = new Set(['RENDERING_FAILED', 'INTERNAL']);


/** Whether retrying the job can help: a domain error (bad link, no job found) will not. */
export function isRetryable(error: unknown): boolean {
  return TRANSIENT.has(errorCodeOf(error));
}
