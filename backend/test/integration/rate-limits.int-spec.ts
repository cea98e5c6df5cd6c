import type { INestApplicationContext } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { registeredUser } from './support/auth-emulator';
import { guestToken, httpServer, startTestApp } from './support/test-app';

/**
 * Two web processes sharing the test Redis, each with small limits: counts are per uid (or per
 * IP before sign-in) and hold across processes.
 */
describe('rate limits (Redis-backed, across processes)', () => {
  const env = { RATE_LIMIT_ACCOUNT: '3/60', RATE_LIMIT_UPLOADS: '2/600', RATE_LIMIT_AUTH_CONFIG: '2/60' };
  let a: INestApplicationContext;
  let b: INestApplicationContext;

  beforeAll(async () => {
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
});
