import type { INestApplicationContext } from '@nestjs/common';
import express from 'express';
import type { Auth } from 'firebase-admin/auth';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { setAdminClaim } from '../../src/platform/auth/admin-claim';
import { ADMIN_ROLE_CACHE_MS } from '../../src/platform/auth/admin-role';
import { FIREBASE_AUTH } from '../../src/platform/auth/firebase-admin.provider';
import { Viewers } from '../../src/platform/auth/viewers';
import { administratorsOnly, noStoreOnAdministratorPages } from '../../src/platform/http/administrator-pages';
import { registeredUser } from './support/auth-emulator';
import { guestToken, httpServer, startTestApp } from './support/test-app';

const cli = join(__dirname, '..', '..', '..', 'backend', 'dist', 'cli', 'main.js');
const sessionOf = (setCookie: string[] | string | undefined) =>
  ([setCookie ?? []].flat().find((c) => c.startsWith('__session=')) ?? '').split(';')[0];

/** Administrators: the claim, the CLI that sets it, the API guard, the `__session` cookie and the page guard. */
describe('administrators (real Auth emulator)', () => {
  let app: INestApplicationContext;
  let auth: Auth;
  const api = () => request(httpServer(app) as never);

  beforeAll(async () => {
    app = await startTestApp('web');
    auth = app.get<Auth>(FIREBASE_AUTH);
  });
  afterAll(async () => app?.close());
  afterEach(() => jest.restoreAllMocks());

  it('POST /api/session sets an HttpOnly, SameSite=Lax `__session` cookie, Secure over TLS; DELETE clears it', async () => {
    expect((await api().post('/api/session')).status).toBe(401);
    const user = await registeredUser();
    const plain = await api().post('/api/session').set('Authorization', `Bearer ${user.token}`);
    expect(plain.status).toBe(204);
    const cookie = [plain.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/__session=[^;]+;.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const tls = await api().post('/api/session').set('Authorization', `Bearer ${user.token}`).set('X-Forwarded-Proto', 'https');
    expect([tls.headers['set-cookie']].flat().join('\n')).toMatch(/Secure/);
    const viewer = await app.get(Viewers).of({ headers: { cookie: sessionOf(plain.headers['set-cookie']) } });
    expect(viewer).toMatchObject({ user: { uid: user.uid, isAnonymous: false }, isAdmin: false });
    const cleared = await api().delete('/api/session');
    expect(cleared.status).toBe(204);
    expect([cleared.headers['set-cookie']].flat().join('\n')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await app.get(Viewers).of({ headers: { cookie: '__session=forged.cookie.value' } })).toBeNull();
  });

  it('admin routes answer the ordinary 404 to guests, registered users and nobody; 200 to administrators, by token or cookie', async () => {
    const guest = await guestToken();
    const user = await registeredUser();
    const admin = await registeredUser();
    await setAdminClaim(auth, admin.uid, true);
    const unknown = await api().get('/api/admin/no-such-route');
    for (const token of [null, guest.token, user.token, 'garbage']) {
      const res = await (token
        ? api().get('/api/admin/overview').set('Authorization', `Bearer ${token}`)
        : api().get('/api/admin/overview'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    const byToken = await api().get('/api/admin/overview').set('Authorization', `Bearer ${admin.token}`);
    expect(byToken.status).toBe(200);
    expect(byToken.body.queues.map((q: { name: string }) => q.name)).toEqual(['enhancement', 'resumes', 'supermatch']);
    const session = sessionOf((await api().post('/api/session').set('Authorization', `Bearer ${admin.token}`)).headers['set-cookie']);
    expect((await api().get('/api/admin/overview').set('Cookie', session)).status).toBe(200);
  });

  it('revoking the claim closes the admin routes within the role cache time, with the same tokens', async () => {
    const admin = await registeredUser();
    await setAdminClaim(auth, admin.uid, true);
    const overview = () => api().get('/api/admin/overview').set('Authorization', `Bearer ${admin.token}`);
    expect((await overview()).status).toBe(200);
    const claims = (await auth.getUser(admin.uid)).customClaims;
    expect(claims).toEqual({ admin: true });
    await setAdminClaim(auth, admin.uid, false);
    expect((await auth.getUser(admin.uid)).customClaims ?? {}).toEqual({});
    const later = Date.now() + ADMIN_ROLE_CACHE_MS + 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    // The emulator revoked the user's tokens too, so this is refused either way: 404, never 401.
    expect((await overview()).status).toBe(404);
  });

  it('what Express serves under /admin* (Bull Board) answers administrators only; everyone else falls through to the pages, never cached', async () => {
    const viewers = app.get(Viewers);
    const pages = express();
    pages.use(noStoreOnAdministratorPages);
    pages.use(
      '/admin/queues',
      administratorsOnly(viewers, (_req, res) => void res.json({ dashboard: true })),
    );
    // Stands for the Astro pages, whose middleware renders the 404 page to non-administrators (e2e).
    pages.use((req, res) => res.json({ url: req.originalUrl, cache: res.getHeader('cache-control') ?? null }));
    const admin = await registeredUser();
    await setAdminClaim(auth, admin.uid, true);
    const adminCookie = sessionOf((await api().post('/api/session').set('Authorization', `Bearer ${admin.token}`)).headers['set-cookie']);
    const user = await registeredUser();
    const userCookie = sessionOf((await api().post('/api/session').set('Authorization', `Bearer ${user.token}`)).headers['set-cookie']);
    const fallsThrough = { url: '/admin/queues', cache: 'no-store' };
    expect((await request(pages).get('/admin/queues')).body).toEqual(fallsThrough);
    expect((await request(pages).get('/admin/queues').set('Cookie', userCookie)).body).toEqual(fallsThrough);
    // A bearer token counts too (scripts may carry one instead of the cookie).
    expect((await request(pages).get('/admin/queues').set('Authorization', `Bearer ${user.token}`)).body).toEqual(fallsThrough);
    expect((await request(pages).get('/admin/queues').set('Cookie', adminCookie)).body).toEqual({ dashboard: true });
    expect((await request(pages).get('/fr/debug/pdf-test')).body).toEqual({ url: '/fr/debug/pdf-test', cache: 'no-store' });
    expect((await request(pages).get('/home')).body).toEqual({ url: '/home', cache: null });
  });

  it('./bin/atelier admin UID [--off] sets and takes back the claim on the app’s Firebase Auth', async () => {
    if (!existsSync(cli)) throw new Error('backend/dist/cli/main.js is missing: run `npm run build`');
    const user = await registeredUser();
    await auth.setCustomUserClaims(user.uid, { plan: 'kept' });
    const env = {
      PATH: process.env.PATH,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: 'demo-atelier-test',
      ATELIER_DATA_DIR: process.env.TEST_DATA_DIR,
      LANG: 'fr_FR.UTF-8',
    };
    const on = spawnSync(process.execPath, [cli, 'admin', user.uid], { encoding: 'utf8', env });
    expect(on.status).toBe(0);
    expect(JSON.parse(on.stdout)).toEqual({ uid: user.uid, admin: true, email: user.email });
    expect(on.stderr).toContain(`${user.uid} est administrateur.`);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'kept', admin: true });
    const off = spawnSync(process.execPath, [cli, 'admin', user.uid, '--off', '--lang', 'en'], { encoding: 'utf8', env });
    expect(off.status).toBe(0);
    expect(off.stderr).toContain('is no longer an administrator');
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'kept' });
    const missing = spawnSync(process.execPath, [cli, 'admin', 'no-such-uid', '--lang', 'en'], { encoding: 'utf8', env });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No user no-such-uid');
    expect(spawnSync(process.execPath, [cli, 'admin'], { encoding: 'utf8', env }).status).toBe(2);
  });
});
