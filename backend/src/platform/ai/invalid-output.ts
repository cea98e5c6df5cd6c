/**
 * Whether a model call's error is an answer that arrived but could not be read (bad JSON, off the
 * schema), worth one retry, as opposed to a failed request (server error, timeout, refused
 * connection), where the caller falls back to its offline path at once.
 */
export function isInvalidOutput(error: unknown): boolean {
  const e = error as { status?: unknown; name?: string; code?: string };
  if (typeof e?.status === 'number' || /APIConnection|Timeout|Abort/i.test(e?.name ?? '') || e?.code === 'ECONNREFUSED') return false;
  return error instanceof SyntaxError || /OutputParser|JSON|parse|schema|Zod/i.test(`${e?.name ?? ''} ${(error as Error)?.message ?? ''}`);
}
