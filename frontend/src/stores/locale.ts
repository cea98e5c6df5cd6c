import { atom } from 'nanostores';
import { configureApi } from '../lib/api/client';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';

/** The page's language. Pages set it from their path before islands hydrate (see initLocale). */
export const $locale = atom<Locale>(DEFAULT_LOCALE);

// The API answers in the page's language.
configureApi({ locale: () => $locale.get() });

/** Sets the locale from the document (<html lang>), which the server rendered from the path. */
export function initLocale(
  lang: string | null | undefined = typeof document === 'undefined' ? null : document.documentElement.lang,
): Locale {
  const locale = (LOCALES as readonly string[]).includes(lang ?? '') ? (lang as Locale) : DEFAULT_LOCALE;
  $locale.set(locale);
  return locale;
}
