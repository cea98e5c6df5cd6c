import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Auth } from 'firebase-admin/auth';
import request from 'supertest';
import { CLOCK, type Clock, USER_DATA_ERASERS, type UserDataEraser } from '../../src/modules/identity/application/ports';
import { DeleteAccount } from '../../src/modules/identity/application/delete-account';
import { FIREBASE_AUTH } from '../../src/platform/auth/firebase-admin.provider';
import { TokenRevocations } from '../../src/platform/auth/token-revocations';
import { linkEmailPassword, registeredUser, signInWithPassword, uniqueEmail } from './support/auth-emulator';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';

const PROFILE_REQUIRED_EN = 'You must be logged in to save profile changes';
const PROFILE_REQUIRED_FR = 'Vous devez vous connecter pour enregistrer les modifications de votre profil';
const REAUTH_EN = 'For security reasons, you need to sign in again before deleting your account.';
const DELETE_FAILED_EN = 'Failed to delete account. Please try again or contact support.';

describe('identity API (real PostgreSQL, Redis, Auth emulator)', () => {
  let app: INestApplicationContext;
  let server: unknown;

  beforeAll(async () => {
    app = await startTestApp('web');
    server = httpServer(app);
  });
  afterAll(async () => app?.close());
  afterEach(() => jest.restoreAllMocks());

  const api = () => request(server as never);
  const profileRow = async (uid: string) =>
    (await app.get(MikroORM).em.getConnection().execute('select * from "user_profiles" where "uid" = ?', [uid]))[0] ?? null;
  const firebaseUserExists = (uid: string) =>
    app
      .get<Auth>(FIREBASE_AUTH)
      .getUser(uid)
      .then(
        () => true,
        () => false,
      );

  it('GET /api/me describes a guest, with an empty profile', async () => {
    const guest = await guestToken();
    const res = await api().get('/api/me').set('Authorization', `Bearer ${guest.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uid: guest.uid,
      isAnonymous: true,
      email: null,
      emailVerified: false,
      profile: { firstName: null, lastName: null, birthday: null, phoneNumber: null, email: null, country: null },
    });
    expect((await api().get('/api/me')).status).toBe(401);
  });

  it('saves a registered user’s profile, validated and normalised, and shows it in GET /api/me', async () => {
    const user = await registeredUser();
    const auth = `Bearer ${user.token}`;
    const saved = await api()
      .patch('/api/me/profile')
      .set('Authorization', auth)
      .send({ firstName: '  Gaëlle ', lastName: 'Martin', birthday: '1991-06-15', phoneNumber: '+33 6 12 34 56 78', country: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toEqual({
      firstName: 'Gaëlle',
      lastName: 'Martin',
      birthday: '1991-06-15',
      phoneNumber: '+33612345678',
      email: null,
      country: 'FR',
    });
    const me = await api().get('/api/me').set('Authorization', auth);
    expect(me.body).toMatchObject({ uid: user.uid, isAnonymous: false, email: user.email });
    // No contact e-mail saved yet: the sign-in e-mail stands in.
    expect(me.body.profile).toEqual({ ...saved.body.profile, email: user.email });
    // A partial change keeps the rest; "" clears a field.
    const changed = await api().patch('/api/me/profile').set('Authorization', auth).send({ phoneNumber: '' });
    expect(changed.body.profile).toMatchObject({ firstName: 'Gaëlle', phoneNumber: null, country: 'FR' });
    expect(await profileRow(user.uid)).toMatchObject({ first_name: 'Gaëlle', country: 'FR', phone_number: null });
  });

  it('refuses an invalid profile with the fields at fault', async () => {
    const user = await registeredUser();
    const res = await api()
      .patch('/api/me/profile')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ birthday: '2999-01-01', phoneNumber: '12', country: 'France', firstName: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect([...res.body.error.fields].sort()).toEqual(['birthday', 'country', 'firstName', 'phoneNumber']);
    expect(await profileRow(user.uid)).toBeNull();
  });

  it('refuses a guest’s profile with the spec message, in English and French, even for a bad body', async () => {
    const guest = await guestToken();
    const en = await api().patch('/api/me/profile').set('Authorization', `Bearer ${guest.token}`).send({ firstName: 'Ana' });
    expect(en.status).toBe(403);
    expect(en.body.error).toEqual({ code: 'PROFILE_REQUIRES_ACCOUNT', message: PROFILE_REQUIRED_EN });
    const fr = await api()
      .patch('/api/me/profile')
      .set('Authorization', `Bearer ${guest.token}`)
      .set('Accept-Language', 'fr-FR,fr;q=0.9')
      .send({ birthday: 'not a date' });
    expect(fr.status).toBe(403);
    expect(fr.body.error).toEqual({ code: 'PROFILE_REQUIRES_ACCOUNT', message: PROFILE_REQUIRED_FR });
    expect(await profileRow(guest.uid)).toBeNull();
  });

  it('deletes an account after a fresh sign-in: every eraser, the profile row, then the Firebase user', async () => {
    const user = await registeredUser();
    await api().patch('/api/me/profile').set('Authorization', `Bearer ${user.token}`).send({ lastName: 'Doe' }).expect(200);
    expect(await profileRow(user.uid)).not.toBeNull();
    const erasers = app.get<UserDataEraser[]>(USER_DATA_ERASERS);
    const spies = erasers.map((eraser) => jest.spyOn(eraser, 'eraseUserData'));
    const res = await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(res.status).toBe(204);
    expect(erasers.map((e) => e.name)).toContain('identity.profile');
    for (const spy of spies) expect(spy).toHaveBeenCalledWith(user.uid);
    expect(await profileRow(user.uid)).toBeNull();
    expect(await firebaseUserExists(user.uid)).toBe(false);
    // The old token no longer opens anything, and would not even where Firebase still verified it.
    expect((await api().get('/api/me').set('Authorization', `Bearer ${user.token}`)).status).toBe(401);
    const { iat } = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString('utf8')) as { iat: number };
    expect(await app.get(TokenRevocations).isRevoked(user.uid, iat)).toBe(true);
  });

  it('refuses tokens revoked by a deletion although Firebase still verifies them; a later sign-in works', async () => {
    // Production verifies signatures only (no call to Google per request): a deleted account's
    // token would still verify for up to an hour. Here the user still exists, so Firebase verifies
    // the token for sure, and the refusal can only come from the revocation the deletion records.
    const user = await registeredUser();
    await api().get('/api/me').set('Authorization', `Bearer ${user.token}`).expect(200);
    await app.get(TokenRevocations).revokeIssuedUpTo(user.uid, new Date());
    await expect(app.get<Auth>(FIREBASE_AUTH).verifyIdToken(user.token)).resolves.toMatchObject({ uid: user.uid });
    const refused = await api().get('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('AUTH_INVALID');
    await new Promise((r) => setTimeout(r, 1_100)); // token times are in whole seconds
    const again = await signInWithPassword(user.email, user.password);
    await api().get('/api/me').set('Authorization', `Bearer ${again.token}`).expect(200);
  });

  it('lets no other request of the user in while the account is being erased, and lets them back in if it fails', async () => {
    const user = await registeredUser();
    const [first] = app.get<UserDataEraser[]>(USER_DATA_ERASERS);
    const during: number[] = [];
    // While the first eraser runs, the same user tries an upload and a read with the same token.
    jest.spyOn(first, 'eraseUserData').mockImplementationOnce(async () => {
      during.push(
        (await api().post('/api/resumes').set('Authorization', `Bearer ${user.token}`).attach('file', fixture('resume-en.pdf'), 'cv.pdf'))
          .status,
      );
      during.push((await api().get('/api/me').set('Authorization', `Bearer ${user.token}`)).status);
      throw new Error('database unavailable');
    });
    expect((await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`)).status).toBe(500);
    expect(during).toEqual([401, 401]);
    // The deletion failed: the account is usable again at once, with the same sign-in.
    await api().get('/api/me').set('Authorization', `Bearer ${user.token}`).expect(200);
  });

  it('asks for a new sign-in when the last one is over 5 minutes old, and deletes nothing', async () => {
    const user = await registeredUser();
    await api().patch('/api/me/profile').set('Authorization', `Bearer ${user.token}`).send({ lastName: 'Doe' }).expect(200);
    // The server's clock 6 minutes ahead: the token's auth_time is now 6 minutes old.
    const clock = app.get<Clock>(CLOCK);
    const realNow = clock.now.bind(clock);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(realNow().getTime() + 6 * 60_000));
    const en = await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(en.status).toBe(401);
    expect(en.body.error).toEqual({ code: 'REAUTH_REQUIRED', message: REAUTH_EN });
    const fr = await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`).set('Accept-Language', 'fr');
    expect(fr.body.error.message).toBe('Pour des raisons de sécurité, vous devez vous reconnecter avant de supprimer votre compte.');
    expect(await firebaseUserExists(user.uid)).toBe(true);
    expect(await profileRow(user.uid)).not.toBeNull();
  });

  it('reads registration from the user record: a guest token issued before registration must sign in again', async () => {
    const guest = await guestToken();
    const guestClaims = JSON.parse(Buffer.from(guest.token.split('.')[1], 'base64url').toString('utf8')) as { auth_time: number };
    await new Promise((r) => setTimeout(r, 1100));
    await linkEmailPassword(guest.token, uniqueEmail(), 'correct horse battery');
    // With real Firebase the old guest token stays valid after linking (the emulator revokes it,
    // so the use case is called with that token's claims, as the guard would hand them over).
    const clock = app.get<Clock>(CLOCK);
    const realNow = clock.now.bind(clock);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(realNow().getTime() + 6 * 60_000));
    await expect(app.get(DeleteAccount).execute({ uid: guest.uid, authTime: guestClaims.auth_time })).rejects.toMatchObject({
      code: 'REAUTH_REQUIRED',
    });
    expect(await firebaseUserExists(guest.uid)).toBe(true);
    // A guest that never registered may delete with an old sign-in: it has nothing to sign in again with.
    const other = await guestToken();
    await app.get(DeleteAccount).execute({ uid: other.uid, authTime: 0 });
    expect(await firebaseUserExists(other.uid)).toBe(false);
  });

  it('keeps the account when an eraser fails, and a retry then completes', async () => {
    const user = await registeredUser();
    await api().patch('/api/me/profile').set('Authorization', `Bearer ${user.token}`).send({ lastName: 'Doe' }).expect(200);
    const [first] = app.get<UserDataEraser[]>(USER_DATA_ERASERS);
    jest.spyOn(first, 'eraseUserData').mockRejectedValueOnce(new Error('database unavailable'));
    const failed = await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(failed.status).toBe(500);
    expect(failed.body.error).toEqual({ code: 'ACCOUNT_DELETION_FAILED', message: DELETE_FAILED_EN });
    expect(await firebaseUserExists(user.uid)).toBe(true);
    const retried = await api().delete('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(retried.status).toBe(204);
    expect(await firebaseUserExists(user.uid)).toBe(false);
    expect(await profileRow(user.uid)).toBeNull();
  });

  it('registration links the guest to e-mail and password: same uid, same resumes', async () => {
    const guest = await guestToken();
    const upload = await api()
      .post('/api/resumes')
      .set('Authorization', `Bearer ${guest.token}`)
      .attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect(upload.status).toBe(201);
    const email = uniqueEmail();
    // A second later, as for a real person (the emulator's revocation times have 1 s resolution).
    await new Promise((r) => setTimeout(r, 1100));
    // What the browser's linkWithCredential does: the guest account gets an e-mail and password.
    const linked = await linkEmailPassword(guest.token, email, 'a safe password');
    expect(linked.uid).toBe(guest.uid);
    // The token the link returns keeps working: registering does not sign the user out.
    const right = await api().get(`/api/resumes/${upload.body.id}`).set('Authorization', `Bearer ${linked.token}`);
    expect(right.status).toBe(200);
    // Later (another device, or after signing out): a plain e-mail/password sign-in.
    const signedIn = await signInWithPassword(email, 'a safe password');
    expect(signedIn.uid).toBe(guest.uid);
    const resume = await api().get(`/api/resumes/${upload.body.id}`).set('Authorization', `Bearer ${signedIn.token}`);
    expect(resume.status).toBe(200);
    expect(resume.body.id).toBe(upload.body.id);
    const me = await api().get('/api/me').set('Authorization', `Bearer ${signedIn.token}`);
    expect(me.body).toMatchObject({ uid: guest.uid, isAnonymous: false, email });
    // Registered now: the profile can be saved.
    expect(
      (await api().patch('/api/me/profile').set('Authorization', `Bearer ${signedIn.token}`).send({ firstName: 'Jordan' })).status,
    ).toBe(200);
  });
});
