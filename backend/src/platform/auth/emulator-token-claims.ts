import type { DecodedIdToken } from 'firebase-admin/auth';

export function payloadOf(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

// Who signs what: ID tokens come from securetoken, session cookies from session.firebase.
const ISSUER = {
  idToken: (projectId: string) => `https://securetoken.google.com/${projectId}`,
  sessionCookie: (projectId: string) => `https://session.firebase.google.com/${projectId}`,
};

/** The claims firebase-admin checks on an (unsigned) emulator token or session cookie, or null if any is wrong. */
export function emulatorTokenClaims(
  token: string,
  projectId: string,
  kind: keyof typeof ISSUER = 'idToken',
  now = Date.now() / 1000,
): DecodedIdToken | null {
  const p = payloadOf(token);
  if (!p || !projectId) return null;
  const valid =
    p.aud === projectId &&
    p.iss === ISSUER[kind](projectId) &&
    typeof p.sub === 'string' &&
    p.sub.length > 0 &&
    typeof p.exp === 'number' &&
    p.exp > now &&
    typeof p.iat === 'number' &&
    p.iat <= now + 300;
  return valid ? ({ ...p, uid: p.sub } as unknown as DecodedIdToken) : null;
}
