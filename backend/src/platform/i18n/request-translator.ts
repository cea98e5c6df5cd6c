import { I18nContext } from 'nestjs-i18n';

/**
 * The current request's translator, captured now: server-sent events and other callbacks run
 * later, outside the request's context, and must still speak the request's language.
 */
export function requestTranslator(): (key: string) => string {
  const i18n = I18nContext.current();
  return (key) => (i18n ? i18n.t(key) : key);
}

/** The request's language for content written for the user (match reasons). */
export function requestLocale(): 'en' | 'fr' {
  return I18nContext.current()?.lang === 'fr' ? 'fr' : 'en';
}
