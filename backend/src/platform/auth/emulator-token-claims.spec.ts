import { emulatorTokenClaims } from './emulator-token-claims';

const now = 1_800_000_000;
const token = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const good = { aud: 'demo-x', iss: 'https://securetoken.google.com/demo-x', sub: 'uid1', user_id: 'uid1', iat: now - 10, exp: now + 3600 };

describe('emulatorTokenClaims', () => {
  it('accepts a well-formed token of our emulator project', () => {
    expect(emulatorTokenClaims(token(good), 'demo-x', 'idToken', now)).toMatchObject({ uid: 'uid1', sub: 'uid1' });
  });

  it.each([
    ['another project', { ...good, aud: 'demo-y' }],
    ['another issuer', { ...good, iss: 'https://evil.example/demo-x' }],
    ['expired', { ...good, exp: now - 1 }],
    ['issued in the future', { ...good, iat: now + 3600 }],
    ['no subject', { ...good, sub: '' }],
  ])('refuses a token from %s', (_, claims) => {
    expect(emulatorTokenClaims(token(claims), 'demo-x', 'idToken', now)).toBeNull();
  });

  it('refuses garbage and a missing project', () => {
    expect(emulatorTokenClaims('not.a.token', 'demo-x', 'idToken', now)).toBeNull();
    expect(emulatorTokenClaims(token(good), '', 'idToken', now)).toBeNull();
  });
});

describe('emulatorTokenClaims for session cookies', () => {
  const cookie = { ...good, iss: 'https://session.firebase.google.com/demo-x' };
  it('accepts a session cookie only as a session cookie', () => {
    expect(emulatorTokenClaims(token(cookie), 'demo-x', 'sessionCookie', now)).toMatchObject({ uid: 'uid1' });
    expect(emulatorTokenClaims(token(cookie), 'demo-x', 'idToken', now)).toBeNull();
    expect(emulatorTokenClaims(token(good), 'demo-x', 'sessionCookie', now)).toBeNull();
  });
});
