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
 * - Administrator pages (/admin*, /debug*) are guarded by the server before Astro sees them
 *   (platform/http/administrator-pages.ts); here they are checked once more against
 *   `locals.viewer`, which also closes them when no server provides it (astro dev).
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
  if (isAdministratorPage(url.pathname) && !(await context.locals.viewer?.())?.isAdmin) {
    return context.rewrite(pathLocale === 'fr' ? '/fr/__not-found' : '/__not-found');
  }
  const response = await next();
  if (response.status >= 400 && isBot(request.headers.get('user-agent'))) {
    console.warn(`[pages] ${response.status} ${request.method} ${url.pathname} for bot "${request.headers.get('user-agent')}"`);
    return new Response(null, { status: response.status });
  }
  if (response.status < 400 && (response.headers.get('content-type') ?? '').includes('text/html')) {
    cookies.set(LOCALE_COOKIE, pathLocale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
});
