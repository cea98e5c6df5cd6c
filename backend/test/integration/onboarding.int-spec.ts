import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { EraseOnboardingAnswers } from '../../src/modules/onboarding/application/erase-onboarding-answers';
import { guestToken, httpServer, startTestApp } from './support/test-app';

const DEFAULTS = {
  biggestChallenge: null,
  applying: null,
  resumeWrittenBy: null,
  confidence: null,
  skipped: false,
  step: 0,
  resumeId: null,
  jobText: null,
  jobUrl: null,
  template: null,
  personalization: {},
  previewRunId: null,
  finalRunId: null,
  rejectedChanges: [],
  updatedAt: null,
};

describe('onboarding answers API (real PostgreSQL, Auth emulator)', () => {
  let app: INestApplicationContext;
  let server: unknown;

  beforeAll(async () => {
    app = await startTestApp('web');
    server = httpServer(app);
  });
  afterAll(async () => app?.close());

  const get = (token: string) =>
    request(server as never)
      .get('/api/onboarding')
      .set('Authorization', `Bearer ${token}`);
  const put = (token: string, body: unknown, lang = 'en') =>
    request(server as never)
      .put('/api/onboarding')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang)
      .send(body as object);

  it('needs a signed-in user', async () => {
    expect((await request(server as never).get('/api/onboarding')).status).toBe(401);
    expect(
      (
        await request(server as never)
          .put('/api/onboarding')
          .send({ step: 1 })
      ).status,
    ).toBe(401);
  });

  it('answers the defaults before anything is saved', async () => {
    const guest = await guestToken();
    const res = await get(guest.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it('saves answers, changes one without losing the others, and clears with null', async () => {
    const guest = await guestToken();
    const saved = await put(guest.token, { biggestChallenge: 'adapt-resume', applying: 'yes', step: 4 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      biggestChallenge: 'adapt-resume',
      applying: 'yes',
      resumeWrittenBy: null,
      confidence: null,
      step: 4,
      skipped: false,
    });
    expect(Date.parse(saved.body.updatedAt)).not.toBeNaN();

    await put(guest.token, { applying: 'exploring', resumeWrittenBy: 'ai-tools', confidence: 'need-to-improve', step: 3 }).expect(200);
    await put(guest.token, { confidence: null }).expect(200);
    expect((await get(guest.token)).body).toMatchObject({
      biggestChallenge: 'adapt-resume',
      applying: 'exploring',
      resumeWrittenBy: 'ai-tools',
      confidence: null,
      step: 3,
      skipped: false,
    });
  });

  it('records "skip all" and keeps what was already answered', async () => {
    const guest = await guestToken();
    await put(guest.token, { biggestChallenge: 'pass-ats', step: 2 }).expect(200);
    const skipped = await put(guest.token, { skipped: true });
    expect(skipped.status).toBe(200);
    expect((await get(guest.token)).body).toMatchObject({ skipped: true, biggestChallenge: 'pass-ats', applying: null, step: 2 });
  });

  it.each([
    [{ biggestChallenge: 'become-famous' }, 'biggestChallenge'],
    [{ confidence: 'very' }, 'confidence'],
    [{ step: 17 }, 'step'],
    [{ skipped: 'yes' }, 'skipped'],
    [{ favouriteColour: 'blue' }, '(body)'],
  ])('refuses %j with 400 INVALID_REQUEST in the request language, storing nothing', async (body, field) => {
    const guest = await guestToken();
    const en = await put(guest.token, body);
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'Some of the information sent is missing or invalid. Please check it and try again.',
    });
    expect(en.body.error.fields).toEqual([field]);
    const fr = await put(guest.token, body, 'fr');
    expect(fr.status).toBe(400);
    expect(fr.body.error.message).toBe('Certaines informations envoyées sont manquantes ou invalides. Vérifiez-les et réessayez.');
    expect((await get(guest.token)).body).toEqual(DEFAULTS);
  });

  it('keeps each user to their own answers, and erases them on account deletion', async () => {
    const [a, b] = await Promise.all([guestToken(), guestToken()]);
    await put(a.token, { biggestChallenge: 'find-offers', confidence: 'proud', step: 4 }).expect(200);
    await put(b.token, { biggestChallenge: 'write-about-myself' }).expect(200);
    expect((await get(a.token)).body).toMatchObject({ biggestChallenge: 'find-offers', confidence: 'proud', step: 4 });
    expect((await get(b.token)).body).toMatchObject({ biggestChallenge: 'write-about-myself', confidence: null, step: 0 });
    await app.get(EraseOnboardingAnswers).execute({ userId: a.uid });
    expect((await get(a.token)).body).toEqual(DEFAULTS);
    expect((await get(b.token)).body.biggestChallenge).toBe('write-about-myself');
  });

  it('documents GET|PUT /api/onboarding and GET /api/credits in the OpenAPI contract, body schema included', async () => {
    const res = await request(server as never).get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> } }>
    >;
    expect(Object.keys(paths['/api/onboarding']).sort()).toEqual(['get', 'put']);
    expect(paths['/api/credits']).toHaveProperty('get');
    expect(paths['/api/credits/ledger']).toHaveProperty('get');
    const body = paths['/api/onboarding'].put.requestBody!.content['application/json'].schema;
    expect(body.properties.applying.enum).toEqual(['yes', 'not-yet', 'exploring']);
  });

  it('refuses a flow step whose prerequisite is missing, with the spec message in the request language', async () => {
    const guest = await guestToken();
    await put(guest.token, { step: 5 }).expect(200);
    const noResume = await put(guest.token, { step: 6 });
    expect(noResume.status).toBe(409);
    expect(noResume.body.error).toMatchObject({ code: 'RESUME_REQUIRED', message: 'Please upload a resume first.' });
    const fr = await put(guest.token, { step: 16 }, 'fr');
    expect(fr.body.error.message).toBe('Veuillez d’abord importer un CV.');
    expect((await get(guest.token)).body.step).toBe(5);
  });

  it('answers 404 for a resume id that is not one of the user’s own', async () => {
    const guest = await guestToken();
    const res = await put(guest.token, { resumeId: '00000000-0000-4000-8000-000000000000', step: 6 });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('RESUME_NOT_FOUND');
  });

  it('Start Over empties the flow, at the intro or at the upload', async () => {
    const guest = await guestToken();
    await put(guest.token, { biggestChallenge: 'pass-ats', jobText: 'A job', personalization: { q: 'a' }, step: 4 }).expect(200);
    const restarted = await request(server as never)
      .post('/api/onboarding/restart')
      .set('Authorization', `Bearer ${guest.token}`)
      .send({});
    expect(restarted.status).toBe(200);
    expect(restarted.body).toMatchObject({ ...DEFAULTS, updatedAt: expect.any(String) });
    const atUpload = await request(server as never)
      .post('/api/onboarding/restart')
      .set('Authorization', `Bearer ${guest.token}`)
      .send({ step: 5 });
    expect(atUpload.body.step).toBe(5);
  });

  it('keeps both answers when two tabs save different fields at the same time', async () => {
    const guest = await guestToken();
    await Promise.all([
      put(guest.token, { applying: 'not-yet' }),
      put(guest.token, { resumeWrittenBy: 'from-scratch' }),
      put(guest.token, { confidence: 'not-confident' }),
      put(guest.token, { step: 5 }),
    ]);
    expect((await get(guest.token)).body).toMatchObject({
      applying: 'not-yet',
      resumeWrittenBy: 'from-scratch',
      confidence: 'not-confident',
      step: 5,
    });
  });
});
