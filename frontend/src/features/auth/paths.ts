import type { Locale } from '../../i18n';

/** The account screens' routes; French ones live under /fr. */
export const AUTH_ROUTES = {
  signIn: '/signin',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  /** The signed-in app's home: where signing in, registering and closing the profile lead. */
  home: '/home',
  /** The public landing page: where a user who signed out or deleted the account ends up. */
  start: '/',
} as const;

export type AuthRoute = keyof typeof AUTH_ROUTES;

export function routeOf(route: AuthRoute, locale: Locale): string {
  const path = AUTH_ROUTES[route];
  if (locale === 'en') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
}
