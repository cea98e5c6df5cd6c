import { translator, type Locale, type Messages } from '../../i18n';

/** The dashboard's `t(key, values)`. */
export const dashboardText = (messages: Messages<'dashboard'>, locale: Locale) => translator(messages, locale);
export type DashText = ReturnType<typeof dashboardText>;

/** "23 Nov 2026" / "23 nov. 2026". */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
