/**
 * Debug pages exist for developers and tests only: never in production, and elsewhere only when
 * ATELIER_DEBUG_PAGES=1. Otherwise they answer 404 like any unknown page.
 */
export function debugPagesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' && env.ATELIER_DEBUG_PAGES === '1';
}
