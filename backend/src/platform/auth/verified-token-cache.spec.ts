import { VerifiedTokenCache, type VerifiedClaims } from './verified-token-cache';

const claims = (uid: string, expInSeconds: number): VerifiedClaims => ({ uid, iat: 0, exp: expInSeconds, emailVerified: false });

describe('VerifiedTokenCache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('returns a verified token for the time-to-live, then forgets it', () => {
    const cache = new VerifiedTokenCache(30_000, 10, now);
    cache.set('idToken', 'abc', claims('u1', 10_000));
    expect(cache.get('idToken', 'abc')?.uid).toBe('u1');
    expect(cache.get('sessionCookie', 'abc')).toBeNull(); // another kind of credential is another key
    clock += 29_999;
    expect(cache.get('idToken', 'abc')?.uid).toBe('u1');
    clock += 1;
    expect(cache.get('idToken', 'abc')).toBeNull();
  });

  it('never keeps a token past its own expiry', () => {
    const cache = new VerifiedTokenCache(60_000, 10, now);
    cache.set('idToken', 'soon', claims('u1', (clock + 5_000) / 1000));
    clock += 5_000;
    expect(cache.get('idToken', 'soon')).toBeNull();
    cache.set('idToken', 'expired', claims('u1', clock / 1000 - 1));
    expect(cache.size).toBe(0);
  });

  it('is bounded: the oldest entry goes first', () => {
    const cache = new VerifiedTokenCache(60_000, 2, now);
    for (const token of ['a', 'b', 'c']) cache.set('idToken', token, claims(token, 10_000));
    expect(cache.size).toBe(2);
    expect(cache.get('idToken', 'a')).toBeNull();
    expect(cache.get('idToken', 'c')?.uid).toBe('c');
  });

  it('a time-to-live of 0 turns it off', () => {
    const cache = new VerifiedTokenCache(0, 10, now);
    cache.set('idToken', 'abc', claims('u1', 10_000));
    expect(cache.get('idToken', 'abc')).toBeNull();
  });
});
