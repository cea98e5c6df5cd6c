import { defineMiddleware } from 'astro:middleware';
import { isAdministratorPage } from '@atelier/contracts/paths';
import { localeOfPath } from './i18n';
import { isBot } from './lib/bots';
import { firstVisitRedirect, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './lib/locale-choice';

/**
 * - First visit (no `locale` cookie) to any English page by a browser that prefers French:
 *   redirected to the same page under /fr. The cookie, once set, always wins.
 * - Remembers the page language in the `locale` cookie (365 days) so the API answers in it.
 * - Error pages are not rendered for bots: they get the status alone, and the error is logged.
 * - Administrator pages (/admin*, /debug*, both locales) render the ordinary 404 page to anyone
 *   but an administrator: `locals.viewer()` is the server's lookup of the `__session` cookie
 *   (platform/http/administrator-pages.ts, which applies the same rule to Bull Board). Without
 *   a server to provide it (astro dev) they are closed to everyone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies } = context;
  const pathLocale = localeOfPath(url.pathname);
  if (request.method === 'GET' && !isBot(request.headers.get('user-agent'))) {
    const target = firstVisitRedirect(url.pathname, cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    if (target) {
      cookies.set(LOCALE_COOKIE, localeOfPath(target), { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
      return context.redirect(target + url.search, 302);
    }
  }
  const hidden = isAdministratorPage(url.pathname) && !(await context.locals.viewer?.())?.isAdmin;
  // A path no page has: Astro renders the 404 page for it, in the language of the path.
  const response = await (hidden ? next(pathLocale === 'fr' ? '/fr/__not-found' : '/__not-found') : next());
  if (response.status >= 400 && isBot(request.headers.get('user-agent'))) {
    console.warn(`[pages] ${response.status} ${request.method} ${url.pathname} for bot "${request.headers.get('user-agent')}"`);
    return new Response(null, { status: response.status });
  }
  if (response.status < 400 && (response.headers.get('content-type') ?? '').includes('text/html')) {
    cookies.set(LOCALE_COOKIE, pathLocale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
});
