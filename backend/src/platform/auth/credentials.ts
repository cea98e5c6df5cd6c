import type { Credential } from './identity-verifier';

/** The pages' identity cookie. `__session` is the one name Firebase Hosting and most CDNs pass through. */
export const SESSION_COOKIE = '__session';

interface RequestLike {
  headers: { authorization?: string; cookie?: string };
}

export function bearerToken(request: RequestLike): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export function sessionCookie(request: RequestLike): string {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return '';
}

/** The bearer token when there is one (API calls), else the session cookie (pages, Bull Board). */
export function credentialOf(request: RequestLike): Credential | null {
  const token = bearerToken(request);
  if (token) return { kind: 'idToken', value: token };
  const cookie = sessionCookie(request);
  return cookie ? { kind: 'sessionCookie', value: cookie } : null;
}
