import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { guestToken, httpServer, startTestApp } from './support/test-app';

/** POST /api/job-postings through the real app: messages from the spec, in the request's language. */
describe('jobs API', () => {
  let app: INestApplicationContext;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp('web');
    token = (await guestToken()).token;
  });
  afterAll(async () => app?.close());
  const post = (body: unknown, lang = 'en') =>
    request(httpServer(app))
      .post('/api/job-postings')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang)
      .send(body as object);

  it('reads a pasted description', async () => {
    const res = await post({
      text: 'Chef de projet digital\nVous piloterez la refonte du site marchand avec une équipe de six personnes.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Chef de projet digital', language: 'fr' });
  });

  it('answers with the spec messages, in English and French', async () => {
    expect((await post({ url: 'not a link' })).body.error.message).toBe('Enter a valid URL.');
    expect((await post({ url: 'not a link' }, 'fr')).body.error.message).toBe('Saisissez une URL valide.');
    expect((await post({ text: '' })).body.error.message).toBe('Please add a job description to continue.');
    const local = await post({ url: 'http://127.0.0.1:1/' });
    expect(local.status).toBe(422);
    expect(local.body.error.code).toBe('URL_NOT_ALLOWED');
  });

  it('requires a session', async () => {
    expect((await request(httpServer(app)).post('/api/job-postings').send({ text: 'x' })).status).toBe(401);
  });
});
