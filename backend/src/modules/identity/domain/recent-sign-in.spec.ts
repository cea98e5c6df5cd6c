import { mayDeleteAccount, RECENT_SIGN_IN_SECONDS, signedInRecently } from './recent-sign-in';

const now = new Date('2026-11-22T12:00:00Z');
const secondsAgo = (s: number) => now.getTime() / 1000 - s;

describe('signedInRecently (auth_time within 5 minutes)', () => {
  it('accepts a sign-in up to exactly 5 minutes ago', () => {
    expect(RECENT_SIGN_IN_SECONDS).toBe(300);
    expect(signedInRecently(secondsAgo(0), now)).toBe(true);
    expect(signedInRecently(secondsAgo(299), now)).toBe(true);
    expect(signedInRecently(secondsAgo(300), now)).toBe(true);
  });

  it('refuses an older sign-in', () => {
    expect(signedInRecently(secondsAgo(301), now)).toBe(false);
    expect(signedInRecently(secondsAgo(6 * 60), now)).toBe(false);
    expect(signedInRecently(secondsAgo(24 * 3600), now)).toBe(false);
  });

  it('tolerates a minute of clock skew, not a sign-in from the future', () => {
    expect(signedInRecently(secondsAgo(-30), now)).toBe(true);
    expect(signedInRecently(secondsAgo(-3600), now)).toBe(false);
  });

  it('never guesses when auth_time is missing or garbled', () => {
    expect(signedInRecently(undefined, now)).toBe(false);
    expect(signedInRecently(Number.NaN, now)).toBe(false);
    expect(signedInRecently(Number.POSITIVE_INFINITY, now)).toBe(false);
  });
});

describe('mayDeleteAccount', () => {
  it('asks a registered user with an old sign-in to sign in again', () => {
    expect(mayDeleteAccount({ isAnonymous: false, authTime: secondsAgo(6 * 60) }, now)).toBe(false);
    expect(mayDeleteAccount({ isAnonymous: false, authTime: secondsAgo(60) }, now)).toBe(true);
    expect(mayDeleteAccount({ isAnonymous: false }, now)).toBe(false);
  });

  it('lets a guest delete: a guest has no credentials to sign in again with', () => {
    expect(mayDeleteAccount({ isAnonymous: true, authTime: secondsAgo(30 * 24 * 3600) }, now)).toBe(true);
  });
});
