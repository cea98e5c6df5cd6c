import { atom, computed } from 'nanostores';

/** Who is using this tab: nobody yet (signed-out), a guest (anonymous) or a registered user. */
export type SessionState = 'loading' | 'signed-out' | 'anonymous' | 'signed-in';

export interface SessionUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
}

export interface Session {
  state: SessionState;
  user: SessionUser | null;
  /** When this user last proved who they are (ms since epoch): deleting the account needs it recent. */
  signedInAt: number | null;
}

/** What the server renders with: it knows no session. */
export const LOADING_SESSION: Session = { state: 'loading', user: null, signedInAt: null };

/** Written by lib/auth when Firebase's session changes (in this tab or another); read by every island. */
export const $session = atom<Session>(LOADING_SESSION);

export const $user = computed($session, (session) => session.user);

export function sessionOf(user: SessionUser | null, signedInAt: number | null = null): Session {
  if (!user) return { state: 'signed-out', user: null, signedInAt: null };
  return { state: user.isAnonymous ? 'anonymous' : 'signed-in', user, signedInAt };
}
