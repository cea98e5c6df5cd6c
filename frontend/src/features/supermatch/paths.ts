import { pathInLocale, type Locale } from '../../i18n';

/** The SuperMatch pages: the tailor screen, and one SuperMatch (processing, then its result). */
export const tailorPath = (locale: Locale) => pathInLocale('/supermatch', locale);
export const supermatchPath = (id: string, locale: Locale) => pathInLocale(`/supermatch/${encodeURIComponent(id)}`, locale);
export const uploadPath = (locale: Locale) => pathInLocale('/home', locale);
export const contactPath = (locale: Locale) => pathInLocale('/contact', locale);
