/**
 * ensureUser with Firebase stubbed at the module boundary: the SDK's calls are counted, no
 * network, no emulator.
 */
const fakeAuth: { currentUser: { uid: string } | null; authStateReady(): Promise<void> } = {
  currentUser: null,
  authStateReady: async () => {},
};
let releaseSignIn: () => void = () => {};
const signInAnonymously = jest.fn(
  (auth: typeof fakeAuth) =>
    new Promise<{ user: { uid: string } }>((resolve) => {
      releaseSignIn = () => {
        const user = { uid: `guest-${signInAnonymously.mock.calls.length}` };
        auth.currentUser = user;
        resolve({ user });
      };
    }),
);

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  browserLocalPersistence: {},
  connectAuthEmulator: () => {},
  initializeAuth: () => fakeAuth,
  onIdTokenChanged: () => () => {},
  signInAnonymously: (auth: typeof fakeAuth) => signInAnonymously(auth),
}));
jest.mock('../api/auth-config', () => ({
  getAuthConfig: async () => ({ apiKey: 'key', projectId: 'demo', authDomain: 'localhost', appId: 'app', emulatorUrl: null }),
}));

import { ensureUser } from './session';

describe('ensureUser', () => {
  beforeEach(() => {
    fakeAuth.currentUser = null;
    signInAnonymously.mockClear();
  });

  it('shares one pending anonymous sign-in between callers, so one page never makes two guests', async () => {
    const first = ensureUser();
    const second = ensureUser();
    // Let both callers reach the sign-in before it answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseSignIn();
    const [a, b] = await Promise.all([first, second]);
    expect(signInAnonymously).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    // Once signed in, later callers get the same user without a new sign-in.
    await expect(ensureUser()).resolves.toBe(a);
    expect(signInAnonymously).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed sign-in', async () => {
    signInAnonymously.mockImplementationOnce(() => Promise.reject(new Error('auth/network-request-failed')));
    await expect(ensureUser()).rejects.toThrow('auth/network-request-failed');
    const next = ensureUser();
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseSignIn();
    await expect(next).resolves.toEqual({ uid: 'guest-2' });
    expect(signInAnonymously).toHaveBeenCalledTimes(2);
  });
});
