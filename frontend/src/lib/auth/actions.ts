/**
 * Account actions for the auth screens. Errors are thrown as they come (FirebaseError, or an
 * ApiError from lib/api): pass them to authErrorMessage(screen, error) for the text to show.
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import { deleteMe, saveProfile as saveProfileApi } from '../api/me';
import type { ProfileChanges, SocialProvider } from '../api/types';
import { clearCredits } from '../../stores/credits';
import { openServerSessionFor, syncServerSession } from './server-session';
import { currentUser, ensureUser, firebaseAuth } from './session';

export { needsReauthentication, RECENT_SIGN_IN_MS } from './reauth';

const authError = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });

/**
 * Register: the guest's account gets an e-mail and password (linkWithCredential), keeping its
 * uid, so every resume the guest made stays theirs. With no session yet a guest is made first.
 * A session that is already registered is refused with auth/provider-already-linked.
 */
export async function register(email: string, password: string): Promise<User> {
  const user = await ensureUser();
  if (!user.isAnonymous) throw authError('provider-already-linked');
  const { user: linked } = await linkWithCredential(user, EmailAuthProvider.credential(email.trim(), password));
  // A fresh token, so the server sees the account as registered right away.
  await linked.getIdToken(true);
  await openServerSessionFor(linked);
  return linked;
}

/** Sign in with e-mail and password (this replaces a guest session on this browser). */
export async function signIn(email: string, password: string): Promise<User> {
  const { user } = await signInWithEmailAndPassword(await firebaseAuth(), email.trim(), password);
  await openServerSessionFor(user);
  return user;
}

/** Signs out this browser (every tab: the session is shared). */
export async function logOut(): Promise<void> {
  await signOut(await firebaseAuth());
  // Before the caller navigates away: the next page must not find the old `__session` cookie.
  await syncServerSession(null, null);
  clearCredits();
}

/** Sends the password reset e-mail, written in the page's language. */
export async function sendPasswordReset(email: string, locale: string): Promise<void> {
  const auth = await firebaseAuth();
  auth.languageCode = locale;
  await sendPasswordResetEmail(auth, email.trim());
}

/** Sign in again with the password (before deleting the account): a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  const user = await currentUser();
  if (!user?.email) throw authError('user-mismatch');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}

/**
 * Deletes the account through our API (every module's data, then the Firebase user), then
 * signs out locally. Throws the ApiError: REAUTH_REQUIRED asks for reauthenticate() first.
 */
export async function deleteAccount(): Promise<void> {
  await deleteMe();
  await logOut();
}

/** Saves profile changes (registered users only: a guest is refused with PROFILE_REQUIRES_ACCOUNT). */
export async function saveProfile(changes: ProfileChanges) {
  const user = await currentUser();
  if (!user || user.isAnonymous) throw Object.assign(new Error('PROFILE_REQUIRES_ACCOUNT'), { code: 'PROFILE_REQUIRES_ACCOUNT' });
  return saveProfileApi(changes);
}

function providerOf(name: SocialProvider): AuthProvider {
  return name === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider();
}

/**
 * Google or GitHub in a popup. A guest links the provider to their account (same uid, same
 * resumes); when that identity already has an account, they sign in to it instead.
 * The SDK's popup flow loads Google's gapi script (apis.google.com) even against the Auth
 * emulator: offline, it fails with auth/internal-error. The e2e test (social-sign-in.spec.ts)
 * serves a stand-in for that script and runs this against the emulator's fake providers.
 */
export async function signInWithProvider(name: SocialProvider): Promise<User> {
  const auth = await firebaseAuth();
  const provider = providerOf(name);
  const user = auth.currentUser;
  if (!user?.isAnonymous) return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
  try {
    return (await linkWithPopup(user, provider, browserPopupRedirectResolver)).user;
  } catch (error) {
    const credential =
      name === 'google' ? GoogleAuthProvider.credentialFromError(error as never) : GithubAuthProvider.credentialFromError(error as never);
    if ((error as { code?: string }).code !== 'auth/credential-already-in-use' || !credential) throw error;
    return (await signInWithCredential(auth, credential)).user;
  }
}
