/** How recent a sign-in must be to delete an account (Firebase's own "recent login" is 5 minutes). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Clocks of the browser, Firebase and us differ a little: a sign-in this far "in the future" still counts. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a sign-in at `authTime` (seconds since the epoch, the ID token's auth_time) is recent
 * enough at `now`. A missing or garbled auth_time is never recent: we do not guess in favour of
 * a destructive action.
 */
export function signedInRecently(authTime: number | undefined, now: Date, maxAgeSeconds = RECENT_SIGN_IN_SECONDS): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const age = now.getTime() / 1000 - authTime;
  return age <= maxAgeSeconds && age >= -CLOCK_SKEW_SECONDS;
}

/**
 * Deleting an account asks a registered user to prove again who they are: someone holding an
 * unlocked session must not be able to erase everything. A guest has nothing to sign in again
 * with (no e-mail, no password: an anonymous sign-in would make a new account), so for a guest
 * the session itself is the only proof there is and the check cannot apply.
 */
export function mayDeleteAccount(user: { isAnonymous: boolean; authTime?: number }, now: Date): boolean {
  return user.isAnonymous || signedInRecently(user.authTime, now);
}
