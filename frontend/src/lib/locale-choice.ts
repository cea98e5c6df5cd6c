import { DEFAULT_LOCALE, LOCALES, localeOfPath, pathInLocale, type Locale } from '../i18n';

export const LOCALE_COOKIE = 'locale';
/** The language choice is remembered for a year (spec: cookie lasting 365 days). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The language the browser prefers among ours, from Accept-Language with its q-values
 * ("fr-CA,fr;q=0.9,en;q=0.8" → fr). Null when it names none of ours.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (!(LOCALES as readonly string[]).includes(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isNaN(q) || q <= 0) continue;
    // Equal weights keep the first listed: the browser's own order.
    if (!best || q > best.q) best = { locale: base as Locale, q };
  }
  return best?.locale ?? null;
}

/**
 * Where a first visit should go: from an unprefixed (English) page to the same page in the
 * browser's language, or null to stay. A visitor who has chosen (the cookie) is never moved,
 * and a /fr link is never moved either: someone chose it for them (a shared link, a search result).
 */
export function firstVisitRedirect(pathname: string, cookie: string | undefined, acceptLanguage: string | null): string | null {
  if (cookie || localeOfPath(pathname) !== DEFAULT_LOCALE) return null;
  const preferred = preferredLocale(acceptLanguage);
  if (!preferred || preferred === DEFAULT_LOCALE) return null;
  return pathInLocale(pathname, preferred);
}

/** The `locale` cookie as the browser writes it when the user picks a language. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
