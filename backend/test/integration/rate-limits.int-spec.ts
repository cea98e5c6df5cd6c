import type { INestApplicationContext } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { registeredUser } from './support/auth-emulator';
import { guestToken, httpServer, startTestApp } from './support/test-app';

/**
 * Two web processes sharing the test Redis, each with small limits: counts are per uid (or per
 * IP before sign-in) and hold across processes.
 */
describe('rate limits (Redis-backed, across processes)', () => {
  const env = {
    RATE_LIMIT_ACCOUNT: '3/60',
    RATE_LIMIT_UPLOADS: '2/600',
    RATE_LIMIT_AUTH_CONFIG: '2/60',
    RATE_LIMIT_JOB_POSTINGS: '2/60/3',
    RATE_LIMIT_ENHANCEMENT: '2/60',
    RATE_LIMIT_RENDERS: '2/60',
    RATE_LIMIT_SHARE_VIEWS: '2/60/2',
    RATE_LIMIT_GUESTS: '2/60/2',
  };
  let a: INestApplicationContext;
  let b: INestApplicationContext;

  beforeAll(async () => {
    // Start from empty counters: the test files before this one, on the same Redis, spent the
    // per-IP counters (every test client is 127.0.0.1) within the window of these small limits.
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = [...(await redis.keys('atelier:rate:*')), ...(await redis.keys('atelier:guests:*'))];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    [a, b] = await Promise.all([startTestApp('web', env), startTestApp('web', env)]);
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  const patchProfile = (app: INestApplicationContext, token: string, lang = 'en') =>
    request(httpServer(app) as never)
      .patch('/api/me/profile')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang)
      .send({ lastName: 'Doe' });

  it('answers 429 RATE_LIMITED with Retry-After past the account limit, whichever process counts', async () => {
    const user = await registeredUser();
    expect((await patchProfile(a, user.token)).status).toBe(200);
    expect((await patchProfile(b, user.token)).status).toBe(200);
    expect((await patchProfile(a, user.token)).status).toBe(200);
    const refused = await patchProfile(b, user.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const fr = await patchProfile(a, user.token, 'fr');
    expect(fr.body.error.message).toBe('Trop de demandes. Veuillez réessayer plus tard.');
    // DELETE /api/me spends the same "account" allowance.
    expect(
      (
        await request(httpServer(a) as never)
          .delete('/api/me')
          .set('Authorization', `Bearer ${user.token}`)
      ).status,
    ).toBe(429);
    // Another user is counted apart.
    const other = await registeredUser();
    expect((await patchProfile(a, other.token)).status).toBe(200);
  });

  it('limits uploads per user before the file is read', async () => {
    const guest = await guestToken();
    const upload = (app: INestApplicationContext) =>
      request(httpServer(app) as never)
        .post('/api/resumes')
        .set('Authorization', `Bearer ${guest.token}`)
        .attach('file', Buffer.from('not a resume'), 'x.pdf');
    // Refused uploads count too: the limit is on attempts, not on successes.
    expect((await upload(a)).status).toBe(415);
    expect((await upload(b)).status).toBe(415);
    const refused = await upload(a);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // Within the 10-minute window: the wait is the rest of it.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('limits GET /api/auth/config per client IP', async () => {
    // A documentation address of our own (trusted from loopback as X-Forwarded-For), so no other
    // test's requests share the counter.
    const ip = `203.0.113.${randomInt(1, 255)}`;
    const config = (app: INestApplicationContext, from = ip) =>
      request(httpServer(app) as never)
        .get('/api/auth/config')
        .set('X-Forwarded-For', from);
    expect((await config(a)).status).toBe(200);
    expect((await config(b)).status).toBe(200);
    const refused = await config(a);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await config(a, `198.51.100.${randomInt(1, 255)}`)).status).toBe(200);
  });

  /** A documentation address of our own per test (trusted from loopback), so counters are not shared. */
  // Each test's address unused by the others: a random pick among 254 once drew an address a
  // test before had just exhausted. Counted from a random start (the benchmarking range 198.18/15).
  let lastIp = randomInt(0, 1 << 16);
  const freshIp = () => {
    lastIp = (lastIp + 1) % (1 << 16);
    return `198.18.${lastIp >> 8}.${lastIp & 255}`;
  };
  const send = (app: INestApplicationContext, method: 'get' | 'post', path: string, ip: string, token?: string, lang = 'en') => {
    const req = request(httpServer(app) as never)
      [method](path)
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', lang);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const expectRefused = (res: request.Response, lang: 'en' | 'fr') => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: lang === 'en' ? 'Too many requests. Please try again later.' : 'Trop de demandes. Veuillez réessayer plus tard.',
    });
  };

  it.each([
    ['job postings', 'post' as const, '/api/job-postings', { text: 'Data engineer, Python and SQL, Paris.' }],
    ['enhancement', 'post' as const, '/api/resumes/00000000-0000-4000-8000-000000000000/enhance', { answers: [] }],
    ['renders (PDF)', 'get' as const, '/api/resumes/00000000-0000-4000-8000-000000000000/pdf', undefined],
    ['renders (preview)', 'get' as const, '/api/resumes/00000000-0000-4000-8000-000000000000/preview.png', undefined],
  ])('limits %s per user: 429 with Retry-After, in English and French', async (_, method, path, body) => {
    const user = await registeredUser();
    const ip = freshIp();
    const call = (lang = 'en') => {
      const req = send(a, method, path, ip, user.token, lang);
      return body ? req.send(body) : req;
    };
    expect((await call()).status).not.toBe(429);
    expect((await call()).status).not.toBe(429);
    expectRefused(await call(), 'en');
    expectRefused(await call('fr'), 'fr');
  });

  it('limits the renders of a SuperMatch PDF under the same allowance', async () => {
    const user = await registeredUser();
    const ip = freshIp();
    const pdf = () => send(b, 'get', '/api/supermatches/00000000-0000-4000-8000-000000000000/pdf', ip, user.token);
    expect((await pdf()).status).toBe(404);
    expect((await pdf()).status).toBe(404);
    expectRefused(await pdf(), 'en');
  });

  it('limits share views per IP (no sign-in)', async () => {
    const ip = freshIp();
    const view = (lang = 'en') => send(a, 'get', '/api/shared/no-such-token', ip, undefined, lang);
    expect((await view()).status).toBe(404);
    expect((await view()).status).toBe(404);
    expectRefused(await view(), 'en');
    expectRefused(await view('fr'), 'fr');
    expect((await send(a, 'get', '/api/shared/no-such-token', freshIp())).status).toBe(404);
  });

  it('counts per IP too: two users from one address share its allowance', async () => {
    const [first, second] = [await registeredUser(), await registeredUser()];
    const ip = freshIp();
    const read = (token: string, lang = 'en') =>
      send(a, 'post', '/api/job-postings', ip, token, lang).send({ text: 'Data engineer, Python.' });
    expect((await read(first.token)).status).not.toBe(429);
    expect((await read(first.token)).status).not.toBe(429);
    expect((await read(second.token)).status).not.toBe(429);
    // The second user has spent one of their two, but the address has spent its three.
    expectRefused(await read(second.token), 'en');
    expectRefused(await read(second.token, 'fr'), 'fr');
  });

  it('limits new guest accounts per IP; guests already counted carry on', async () => {
    const ip = freshIp();
    const guests = [await guestToken(), await guestToken(), await guestToken()];
    const me = (token: string, lang = 'en') => send(b, 'get', '/api/me', ip, token, lang);
    expect((await me(guests[0].token)).status).toBe(200);
    expect((await me(guests[1].token)).status).toBe(200);
    expectRefused(await me(guests[2].token), 'en');
    expectRefused(await me(guests[2].token, 'fr'), 'fr');
    expect((await me(guests[0].token)).status).toBe(200);
    // A registered user is not a guest: not counted.
    expect((await me((await registeredUser()).token)).status).toBe(200);
  });
});
