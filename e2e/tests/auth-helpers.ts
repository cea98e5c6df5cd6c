import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { format, namespace, type Locale } from '../../frontend/src/i18n';
import { hydrated } from '../support/hydrated';

export const base = () => process.env.E2E_BASE_URL!;

/** The page path in a locale: '/signin' or '/fr/signin'. */
export const at = (locale: Locale, path: string) => base() + (locale === 'fr' ? `/fr${path === '/' ? '/' : path}` : path);

/** The auth messages of a locale, with {placeholders} filled. */
export function authText(locale: Locale) {
  const messages = namespace(locale, 'auth');
  return (key: keyof typeof messages, values?: Record<string, string | number>) => format(messages[key], values);
}

let counter = 0;
/** An address nobody else in this run uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

interface EmulatorInfo {
  url: string;
  apiKey: string;
  projectId: string;
}

/** Where the app's Auth emulator is (it tells the browser the same through /api/auth/config). */
export async function emulator(request: APIRequestContext): Promise<EmulatorInfo> {
  const config = await (await request.get(`${base()}/api/auth/config`)).json();
  return { url: config.emulatorUrl, apiKey: config.apiKey, projectId: config.projectId };
}

/** Creates an e-mail/password user straight in the emulator (a returning user). */
export async function createUser(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { url, apiKey } = await emulator(request);
  const res = await request.post(`${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).localId;
}

/** The password reset codes the emulator "sent" to an address. */
export async function resetCodes(request: APIRequestContext, email: string): Promise<unknown[]> {
  const { url, projectId } = await emulator(request);
  const { oobCodes } = await (await request.get(`${url}/emulator/v1/projects/${projectId}/oobCodes`)).json();
  return (oobCodes as { email: string; requestType: string }[]).filter(
    (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
  );
}

/** The signed-in Firebase user of the page, as the SDK keeps it in localStorage (shared by tabs). */
export async function storedUser(page: Page): Promise<{ uid: string; isAnonymous: boolean; token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'));
    if (!key) return null;
    const user = JSON.parse(localStorage.getItem(key)!);
    return { uid: user.uid, isAnonymous: user.isAnonymous, token: user.stsTokenManager.accessToken };
  });
}

/** Waits until the island has hydrated and the Firebase session is read (its buttons work from then on). */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}
