import { sessionOf } from '../../stores/session';
import { needsReauthentication, RECENT_SIGN_IN_MS } from './reauth';

describe('deleting the account needs a recent sign-in', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const registered = (signedInAt: number | null) => sessionOf({ uid: 'u', email: 'a@b.co', isAnonymous: false }, signedInAt);

  it('asks a registered user who signed in more than five minutes ago for the password', () => {
    expect(needsReauthentication(registered(now - RECENT_SIGN_IN_MS - 1), now)).toBe(true);
    expect(needsReauthentication(registered(null), now)).toBe(true);
  });

  it('does not ask after a recent sign-in, nor a guest', () => {
    expect(needsReauthentication(registered(now - 60_000), now)).toBe(false);
    expect(needsReauthentication(sessionOf({ uid: 'g', email: null, isAnonymous: true }, now - 3_600_000), now)).toBe(false);
    expect(needsReauthentication(sessionOf(null), now)).toBe(false);
  });

  it('derives the session state from the user', () => {
    expect(registered(now).state).toBe('signed-in');
    expect(sessionOf({ uid: 'g', email: null, isAnonymous: true }).state).toBe('anonymous');
    expect(sessionOf(null)).toEqual({ state: 'signed-out', user: null, signedInAt: null });
  });
});
