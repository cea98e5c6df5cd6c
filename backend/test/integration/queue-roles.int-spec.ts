import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

/**
 * A web-only process enqueues and never processes; a worker started later (another process in
 * production, here another app instance) picks up the waiting job from Redis.
 */
describe('APP_ROLE web and worker', () => {
  let web: INestApplicationContext;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    web = await startTestApp('web');
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
  });

  it('leaves jobs queued until a worker runs, then the worker completes them', async () => {
    const guest = await guestToken();
    const res = await request(httpServer(web))
      .post('/api/resumes')
      .set('Authorization', `Bearer ${guest.token}`)
      .attach('file', fixture('resume-en.pdf'), 'queued.pdf');
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await request(httpServer(web)).get(`/api/resumes/${res.body.id}`).set('Authorization', `Bearer ${guest.token}`);
    expect(waiting.body.stage).toBe('queued');

    worker = await startTestApp('worker');
    const final = await waitForFinalStage(httpServer(web), res.body.id, guest.token);
    expect(final.stage).toBe('ready');
  });

  it('does not expose the web API from a worker-only process', async () => {
    worker ??= await startTestApp('worker');
    expect(typeof (worker as unknown as { getHttpServer?: unknown }).getHttpServer).not.toBe('function');
  });
});
