import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shellReady } from '../support/hydrated';
import { startApp, type RunningApp } from '../support/start-app';
import { authText, ready, storedUser, uniqueEmail } from './auth-helpers';

/**
 * Social sign-in against the Auth emulator's fake identity providers: the real Firebase SDK,
 * the real emulator pages, one stand-in. The SDK's popup flow and the emulator's helper iframe
 * load Google's gapi script even against the emulator, and these machines are offline, so the
 * browser gets support/gapi-stub.js in its place; the fonts and styles the emulator's page
 * links from CDNs are refused (the page works without them). The product code is unchanged.
 *
 * Its own app, started with AUTH_PROVIDERS=google,github, so the other tests keep seeing the
 * screens without social buttons.
 */
const GAPI_STUB = readFileSync(join(__dirname, '..', 'support', 'gapi-stub.js'), 'utf8');

async function offlineGoogleScripts(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STUB }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

let app: RunningApp;

/** The app's Auth emulator, as the browser learns it from /api/auth/config. */
async function emulator(request: APIRequestContext): Promise<{ url: string; apiKey: string }> {
  const config = await (await request.get(`${app.baseURL}/api/auth/config`)).json();
  return { url: config.emulatorUrl, apiKey: config.apiKey };
}

/** A guest: a first visit makes one (the app shell does, on every page but the account screens). */
async function becomeGuest(page: Page): Promise<string> {
  await page.goto(`${app.baseURL}/home`);
  await shellReady(page);
  const guest = await storedUser(page);
  expect(guest?.isAnonymous).toBe(true);
  return guest!.uid;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startApp('e2e-social.log', { AUTH_PROVIDERS: 'google,github' });
});

test.afterAll(async () => {
  await app?.stop();
});

test('a guest continues with Google in the emulator popup and keeps the same uid', async ({ page, context, request }) => {
  const t = authText('en');
  await offlineGoogleScripts(context);
  const guest = await becomeGuest(page);
  await page.goto(`${app.baseURL}/register`);
  await ready(page);

  await expect(page.getByRole('button', { name: t('social.github') })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('social.google') }).click();
  const popup = await popupOpened;

  // The emulator's fake Google: add an account with an e-mail, then sign in with it.
  const email = uniqueEmail('google');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Ada Google');
  await popup.getByRole('button', { name: /Sign in with/ }).click();

  await expect(page.getByTestId('form-success')).toHaveText(t('register.success'));
  const signedIn = await storedUser(page);
  expect(signedIn).toMatchObject({ uid: guest, isAnonymous: false });

  // The emulator's own record: the guest's account now carries the Google identity.
  const { url, apiKey } = await emulator(request);
  const lookup = await request.post(`${url}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${apiKey}`, {
    data: { idToken: signedIn!.token },
  });
  expect(lookup.ok()).toBe(true);
  const [account] = (await lookup.json()).users;
  expect(account.localId).toBe(guest);
  expect(account.email).toBe(email);
  expect(account.providerUserInfo).toEqual(expect.arrayContaining([expect.objectContaining({ providerId: 'google.com', email })]));
});

test('a guest who picks a Google account that already has an account is signed in to it', async ({ page, context, request }) => {
  const t = authText('en');
  await offlineGoogleScripts(context);
  // An account made with Google earlier (the emulator accepts an unsigned ID token as the IdP's answer).
  const email = uniqueEmail('returning');
  const { url, apiKey } = await emulator(request);
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: 'Returning Google' });
  const created = await request.post(`${url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${apiKey}`, {
    data: {
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    },
  });
  expect(created.ok()).toBe(true);
  const existing: string = (await created.json()).localId;

  const guest = await becomeGuest(page);
  await page.goto(`${app.baseURL}/signin`);
  await ready(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('social.google') }).click();
  const popup = await popupOpened;
  await popup.locator('.js-reuse-account', { hasText: email }).click();

  // Linking is refused (that Google identity has its own account), so the SDK signs in to it.
  await expect(page).toHaveURL(`${app.baseURL}/home`);
  const signedIn = await storedUser(page);
  expect(signedIn).toMatchObject({ uid: existing, isAnonymous: false });
  expect(existing).not.toBe(guest);
});
