/** The stable code of an error (domain errors carry one), or INTERNAL for anything unexpected. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z_]+$/.test(code) ? code : 'INTERNAL';
}
