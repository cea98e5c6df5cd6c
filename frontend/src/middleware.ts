import { defineMiddleware } from 'astro:middleware';
import { localeOfPath } from './i18n';
import { isBot } from './lib/bots';

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * - Remembers the page language in the `locale` cookie (365 days) so the API answers in it.
 * - A visitor with no cookie whose browser prefers French is sent from / to /fr/.
 * - Error pages are not rendered for bots: they get the status alone, and the error is logged.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies } = context;
  const pathLocale = localeOfPath(url.pathname);
  if (url.pathname === '/' && !cookies.has('locale')) {
    const preferred = (request.headers.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
    if (preferred.startsWith('fr')) {
      cookies.set('locale', 'fr', { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
      return context.redirect('/fr/', 302);
    }
  }
  const response = await next();
  if (response.status >= 400 && isBot(request.headers.get('user-agent'))) {
    console.warn(`[pages] ${response.status} ${request.method} ${url.pathname} for bot "${request.headers.get('user-agent')}"`);
    return new Response(null, { status: response.status });
  }
  if (response.status < 400 && (response.headers.get('content-type') ?? '').includes('text/html')) {
    cookies.set('locale', pathLocale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
});
