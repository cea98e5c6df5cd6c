/** Codes that may pass on a second try (a browser hiccup); every other coded error is final. */
const TRANSIENT = new Set(['RENDERING_FAILED', 'INTERNAL']);

/** The stable code of an error, or INTERNAL for anything unexpected. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z_]+$/.test(code) ? code : 'INTERNAL';
}

/** Whether retrying the job can help: a domain error (bad link, no job found) will not. */
export function isRetryable(error: unknown): boolean {
  return TRANSIENT.has(errorCodeOf(error));
}
