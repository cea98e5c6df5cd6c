import { pathInLocale, type Locale } from '../../i18n';

/** The pages the shell links to (English paths; pathInLocale gives the /fr ones). */
const ROUTES = {
  start: '/',
  home: '/home',
  profile: '/profile',
  register: '/register',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
} as const;

export type ShellRoute = keyof typeof ROUTES;

export function hrefOf(route: ShellRoute, locale: Locale): string {
  return pathInLocale(ROUTES[route], locale);
}
