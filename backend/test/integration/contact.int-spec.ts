import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { atelier } from './support/atelier-cli';
import { httpServer, startTestApp } from './support/test-app';

/** Contact Us through the real API: PostgreSQL for the messages, Redis for the per-sender count. */
describe('contact messages (real PostgreSQL and Redis)', () => {
  let app: INestApplicationContext;

  beforeAll(async () => {
    app = await startTestApp('web');
  });
  afterAll(async () => app?.close());

  const send = (body: Record<string, unknown>, lang = 'en') =>
    request(httpServer(app) as never)
      .post('/api/contact/messages')
      .set('Accept-Language', lang)
      .send(body);
  const listed = async () =>
    JSON.parse((await atelier(['contact-messages', '--limit', '1000'])).stdout) as { email: string; message: string; locale: string }[];

  it('stores messages, and refuses the 6th from one address within 10 minutes with a localised message', async () => {
    const email = `ann-${randomUUID()}@example.org`;
    for (let i = 1; i <= 5; i++) {
      // The same sender whatever the case of the address.
      const answer = await send({ name: 'Ann', email: i % 2 ? email : email.toUpperCase(), message: `Message ${i}` }, 'fr');
      expect([answer.status, answer.body]).toEqual([202, { received: true }]);
    }
    const sixth = await send({ name: 'Ann', email, message: 'Message 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({
      code: 'CONTACT_RATE_LIMITED',
      message: 'You have sent 5 messages in the last 10 minutes. Please wait a few minutes before writing again.',
    });
    expect((await send({ name: 'Ann', email, message: 'Message 7' }, 'fr')).body.error.message).toMatch(
      /^Vous avez envoyé 5\u00a0messages/,
    );
    // Another sender is counted apart.
    expect((await send({ name: 'Bob', email: `bob-${randomUUID()}@example.org`, message: 'Hi' })).status).toBe(202);

    const mine = (await listed()).filter((m) => m.email.toLowerCase() === email);
    expect(mine.map((m) => m.message).sort()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(mine.every((m) => m.locale === 'fr')).toBe(true);
  });

  it('answers a honeypot submission like any other, and stores nothing', async () => {
    const email = `bot-${randomUUID()}@example.org`;
    const answer = await send({ name: 'Bot', email, message: 'Buy now', website: 'https://spam.example' });
    expect([answer.status, answer.body]).toEqual([202, { received: true }]);
    expect((await listed()).some((m) => m.email === email)).toBe(false);
  });

  it('refuses a bad address or an empty message with the fields at fault', async () => {
    const answer = await send({ name: 'Ann', email: 'not-an-address', message: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'INVALID_REQUEST', fields: expect.arrayContaining(['email', 'message']) });
  });
});
