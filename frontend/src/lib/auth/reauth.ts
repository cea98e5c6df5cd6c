import type { Session } from '../../stores/session';

/** The API refuses to delete an account whose sign-in is older than this (the server's REAUTH window). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** Whether deleting the account will need the password again: a registered user signed in more than 5 minutes ago. Guests never do. */
export function needsReauthentication(session: Session, now = Date.now()): boolean {
  if (session.state !== 'signed-in') return false;
  return session.signedInAt === null || now - session.signedInAt > RECENT_SIGN_IN_MS;
}
