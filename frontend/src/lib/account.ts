/**
 * Account actions for the auth screens, on the Firebase client SDK (the session guest-session.ts
 * starts). Errors are thrown as they come (FirebaseError, or our API's { error: { code } }): pass
 * them to authErrorMessage(screen, error) for the text to show.
 */
import { getAuth, type User } from 'firebase/auth';
import {
  EmailAuthProvider, linkWithCredential, reauthenticateWithCredential, sendPasswordResetEmail, signInWithEmailAndPassword, signOut,
} from 'firebase/auth';
import { authorizedFetch, currentUser } from './guest-session';

async function auth() {
  // currentUser() loads the config and initialises the default Firebase app first.
  await currentUser();
  return getAuth();
}

/**
 * Register: the guest's account gets an e-mail and password (linkWithCredential), keeping its
 * uid, so every resume the guest made stays theirs. A session that is already registered is
 * refused with auth/provider-already-linked, as Firebase would.
 */
export async function register(email: string, password: string): Promise<User> {
  const user = await currentUser();
  if (!user.isAnonymous) throw Object.assign(new Error('already registered'), { code: 'auth/provider-already-linked' });
  const { user: linked } = await linkWithCredential(user, EmailAuthProvider.credential(email.trim(), password));
  // A fresh token, so the server sees the account as registered right away.
  await linked.getIdToken(true);
  return linked;
}

/** Sign in with e-mail and password (this replaces a guest session on this browser). */
export async function signIn(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(await auth(), email.trim(), password)).user;
}

/** Sends the password reset e-mail, written in the page's language. */
export async function sendPasswordReset(email: string, locale: string): Promise<void> {
  const instance = await auth();
  instance.languageCode = locale;
  await sendPasswordResetEmail(instance, email.trim());
}

/** Sign in again with the password (before deleting the account): a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  const user = await currentUser();
  if (!user.email) throw Object.assign(new Error('not registered'), { code: 'auth/user-mismatch' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}

/**
 * Deletes the account through our API (every module's data, then the Firebase user), then
 * signs out locally. Throws the API's error body: REAUTH_REQUIRED asks for reauthenticate().
 */
export async function deleteAccount(locale: string): Promise<void> {
  const res = await authorizedFetch('/api/me', { method: 'DELETE', locale });
  if (!res.ok) throw await res.json().catch(() => ({ error: { code: 'ACCOUNT_DELETION_FAILED' } }));
  await signOut(await auth());
}

export async function logOut(): Promise<void> {
  await signOut(await auth());
}
