/**
 * Keeps the server's `__session` cookie (the pages' identity, HttpOnly so scripts never see it)
 * in step with the Firebase user: minted from each new ID token (sign-in, hourly refresh,
 * another tab's change), cleared on sign-out. The token last traded is remembered in
 * localStorage, so an ordinary page load, which replays the same token, costs no request.
 */
import type { User } from 'firebase/auth';
import { closeServerSession, openServerSession } from '../api/session';

const MINTED_KEY = 'atelier.serverSession';

let pending: Promise<void> = Promise.resolve();

function minted(): string | null {
  try {
    return localStorage.getItem(MINTED_KEY);
  } catch {
    return null;
  }
}

function remember(value: string | null): void {
  try {
    if (value) localStorage.setItem(MINTED_KEY, value);
    else localStorage.removeItem(MINTED_KEY);
  } catch {
    // Private mode without storage: the cookie is simply minted again on the next page.
  }
}

/** One exchange at a time, in order: a sign-out right after a sign-in must end signed out. */
export function syncServerSession(user: User | null, issuedAt: string | null): Promise<void> {
  pending = pending.then(() => exchange(user, issuedAt)).catch(() => undefined);
  return pending;
}

async function exchange(user: User | null, issuedAt: string | null): Promise<void> {
  if (!user) {
    if (minted() === null) return;
    await closeServerSession();
    remember(null);
    return;
  }
  const key = `${user.uid}:${issuedAt ?? ''}`;
  if (minted() === key) return;
  await openServerSession();
  remember(key);
}

/**
 * The cookie for this user, before the caller moves on: sign-in and registration await it so the
 * page they navigate to (an administrator page, say) already knows who is asking.
 */
export async function openServerSessionFor(user: User): Promise<void> {
  const token = await user.getIdTokenResult().catch(() => null);
  await syncServerSession(user, token?.issuedAtTime ?? null);
}
