import type { APIRoute } from 'astro';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentOf, safeReturnPath } from '../lib/consent';

/**
 * The consent banner's answer (a plain form post): remembered for 365 days, then back to the page.
 * "reset" forgets it, so the banner asks again (the footer's "Cookie choices").
 */
export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  const form = await request.formData();
  const choice = form.get('choice');
  const consent = consentOf(typeof choice === 'string' ? choice : undefined);
  if (consent) cookies.set(CONSENT_COOKIE, consent, { path: '/', maxAge: CONSENT_MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: true });
  else if (choice === 'reset') cookies.delete(CONSENT_COOKIE, { path: '/' });
  else return new Response(null, { status: 400 });
  return redirect(safeReturnPath(form.get('return')), 303);
};
