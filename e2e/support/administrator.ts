import { expect, type APIRequestContext } from '@playwright/test';

const base = () => process.env.E2E_BASE_URL!;

/**
 * Signs a new administrator in on this request context (a browser context's `request` shares
 * its cookies): an e-mail user created in the app's Auth emulator, given the `admin` claim the
 * way `./bin/atelier admin UID` does (the emulator's admin API), then POST /api/session, which
 * sets the `__session` cookie the administrator pages are guarded by.
 */
export async function signInAsAdministrator(request: APIRequestContext): Promise<{ uid: string; token: string; email: string }> {
  const config = await (await request.get(`${base()}/api/auth/config`)).json();
  const identity = `${config.emulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const email = `admin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await request.post(`${identity}/accounts:signUp?key=${config.apiKey}`, {
    data: { email, password: 'correct horse 1', returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  const { localId: uid, idToken: token } = await signUp.json();
  const claim = await request.post(`${identity}/projects/${config.projectId}/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId: uid, customAttributes: JSON.stringify({ admin: true }) },
  });
  expect(claim.ok()).toBe(true);
  expect((await request.post(`${base()}/api/session`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);
  return { uid, token, email };
}

/** A registered user who is not an administrator, with their `__session` cookie set. */
export async function signInAsRegisteredUser(request: APIRequestContext): Promise<void> {
  const config = await (await request.get(`${base()}/api/auth/config`)).json();
  const email = `user-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await request.post(`${config.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.apiKey}`, {
    data: { email, password: 'correct horse 1', returnSecureToken: true },
  });
  const { idToken } = await signUp.json();
  expect((await request.post(`${base()}/api/session`, { headers: { Authorization: `Bearer ${idToken}` } })).status()).toBe(204);
}
