/**
 * The Firebase session of this browser. Configured from GET /api/auth/config (through lib/api);
 * kept in localStorage (browserLocalPersistence) so every tab shares one session and a tab
 * signed out elsewhere hears of it (Firebase watches the storage event) and updates $session.
 * Tokens: the SDK refreshes the ID token before it expires; lib/api asks getIdToken() on every
 * request, so it always sends the current one.
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  type Auth,
  type User,
} from 'firebase/auth';
import { configureApi } from '../api/client';
import { getAuthConfig } from '../api/auth-config';
import type { PublicAuthConfig } from '../api/types';
import { $session, sessionOf } from '../../stores/session';
import { syncServerSession } from './server-session';

interface Started {
  auth: Auth;
  config: PublicAuthConfig;
}

let started: Promise<Started> | null = null;
/** The anonymous sign-in under way, if any. */
let pendingGuest: Promise<User> | null = null;

async function start(): Promise<Started> {
  const config = await getAuthConfig();
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain, appId: config.appId });
  // No popup resolver here: the social sign-in passes it itself, so pages without it do not ship the popup code.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  // onIdTokenChanged covers sign-in, sign-out, linking, refreshes and other tabs' changes.
  onIdTokenChanged(auth, (user) => void publish(user));
  await auth.authStateReady();
  await publish(auth.currentUser);
  return { auth, config };
}

async function publish(user: User | null): Promise<void> {
  if (!user) {
    $session.set(sessionOf(null));
    void syncServerSession(null, null);
    return;
  }
  const token = await user.getIdTokenResult().catch(() => null);
  $session.set(sessionOf({ uid: user.uid, email: user.email, isAnonymous: user.isAnonymous }, token ? Date.parse(token.authTime) : null));
  void syncServerSession(user, token?.issuedAtTime ?? null);
}

/** Starts Firebase once per page (a failed start may be tried again). */
export function startSession(): Promise<Started> {
  started ??= start().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** The Firebase Auth instance, once configured. */
export async function firebaseAuth(): Promise<Auth> {
  return (await startSession()).auth;
}

/** The public auth settings (which social providers are configured). */
export async function authConfig(): Promise<PublicAuthConfig> {
  return (await startSession()).config;
}

/** The signed-in user, or null (no guest is created). */
export async function currentUser(): Promise<User | null> {
  return (await firebaseAuth()).currentUser;
}

/**
 * The signed-in user, or a new guest (anonymous sign-in). Firebase keeps the session in the
 * browser, so a returning guest keeps the same uid and the same resumes.
 */
export async function ensureUser(): Promise<User> {
  const auth = await firebaseAuth();
  if (auth.currentUser) return auth.currentUser;
  // Callers on one page (the shell, an island, an API call) share one pending sign-in: two would make two guests.
  pendingGuest ??= signInAnonymously(auth)
    .then((credential) => credential.user)
    .finally(() => {
      pendingGuest = null;
    });
  return pendingGuest;
}

// Every API call carries the current ID token; pages that never touch auth pay nothing until they call the API.
configureApi({
  token: async (forceRefresh) => {
    const user = await ensureUser();
    return user.getIdToken(forceRefresh);
  },
});
