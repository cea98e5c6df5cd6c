import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously, type Auth, type User } from 'firebase/auth';

interface PublicAuthConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  appId?: string;
  emulatorUrl?: string;
}

let auth: Promise<Auth> | null = null;

async function loadAuth(): Promise<Auth> {
  const res = await fetch('/api/auth/config');
  if (!res.ok) throw new Error(`auth config: ${res.status}`);
  const config = (await res.json()) as PublicAuthConfig;
  const app: FirebaseApp = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain, appId: config.appId });
  const instance = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
  await instance.authStateReady();
  return instance;
}

/**
 * The signed-in user, or a new anonymous (guest) one. Firebase keeps the session in the
 * browser, so a returning guest keeps the same uid and the same resumes.
 */
export async function currentUser(): Promise<User> {
  auth ??= loadAuth();
  const instance = await auth.catch((error) => { auth = null; throw error; });
  if (instance.currentUser) return instance.currentUser;
  return (await signInAnonymously(instance)).user;
}

/** fetch() with the user's ID token and the page's language. */
export async function authorizedFetch(input: string, init: RequestInit & { locale: string }): Promise<Response> {
  const user = await currentUser();
  const token = await user.getIdToken();
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', init.locale);
  return fetch(input, { ...init, headers });
}
