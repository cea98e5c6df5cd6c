import type { Locale } from '../../i18n';

/** The account screens' routes; French ones live under /fr. */
export const AUTH_ROUTES = {
  signIn: '/signin',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  /** Where a signed-in user goes next (the dashboard's route once it exists). */
  home: '/',
} as const;

export type AuthRoute = keyof typeof AUTH_ROUTES;

export function routeOf(route: AuthRoute, locale: Locale): string {
  const path = AUTH_ROUTES[route];
  if (locale === 'en') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
}
