import { randomUUID } from 'node:crypto';

/** The Auth emulator's REST API (what the Firebase client SDK calls), for tests. */
async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`accounts:${method} ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

type TokenAnswer = { idToken: string; localId: string };

export const uniqueEmail = () => `user-${randomUUID()}@example.com`;

/** A new registered user (e-mail and password), signed in now. */
export async function registeredUser(
  email = uniqueEmail(),
  password = 'correct horse 1',
): Promise<{ uid: string; token: string; email: string; password: string }> {
  const answer = await identityToolkit<TokenAnswer>('signUp', { email, password, returnSecureToken: true });
  return { uid: answer.localId, token: answer.idToken, email, password };
}

/** What linkWithCredential(EmailAuthProvider.credential(email, password)) does for a guest. */
export async function linkEmailPassword(idToken: string, email: string, password: string): Promise<{ uid: string; token: string }> {
  const answer = await identityToolkit<TokenAnswer>('update', { idToken, email, password, returnSecureToken: true });
  return { uid: answer.localId, token: answer.idToken };
}

export async function signInWithPassword(email: string, password: string): Promise<{ uid: string; token: string }> {
  const answer = await identityToolkit<TokenAnswer>('signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: answer.localId, token: answer.idToken };
}
