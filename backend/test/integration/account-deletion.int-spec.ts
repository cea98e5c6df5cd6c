import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { registeredUser } from './support/auth-emulator';
import { fixture } from './support/fixtures';
import { httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';

/**
 * Deleting an account, with everything a real user leaves behind (resumes and their files, a
 * share link, a SuperMatch, an enhancement, a job still waiting in the queue, credits, onboarding
 * answers, a profile): afterwards no row, file, queue job or Firebase user of that uid remains.
 */
describe('account deletion leaves nothing behind', () => {
  let web: INestApplicationContext;
  let worker: INestApplicationContext | undefined;
  let redis: Redis;

  beforeAll(async () => {
    web = await startTestApp('web');
    worker = await startTestApp('worker');
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });
  afterAll(async () => {
    redis?.disconnect();
    await worker?.close();
    await web?.close();
  });

  const as = (token: string) => ({
    get: (path: string) => request(httpServer(web)).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(httpServer(web)).post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => request(httpServer(web)).put(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => request(httpServer(web)).patch(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  it('erases every row, file, queue job and the Firebase user', async () => {
    const user = await registeredUser();
    const uid = user.uid;
    const api = as(user.token);
    const first = await api.post('/api/resumes').attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect((await waitForFinalStage(httpServer(web), first.body.id, user.token, 60_000)).stage).toBe('ready');
    const share = await api.post(`/api/resumes/${first.body.id}/share`, {});
    expect(share.status).toBe(201);
    const job = readFileSync(join(__dirname, '..', 'fixtures', 'jobs', 'backend-engineer-en.txt'), 'utf8');
    const supermatch = await api.post('/api/supermatches', { resumeId: first.body.id, jobDescription: job });
    expect((await waitForRun(httpServer(web), supermatch.body.runId, user.token)).status).toBe('succeeded');
    const enhancement = await api.post(`/api/resumes/${first.body.id}/enhance`, {});
    expect((await waitForRun(httpServer(web), enhancement.body.runId, user.token)).status).toBe('succeeded');
    expect((await api.put('/api/onboarding', { biggestChallenge: 'adapt-resume', skipped: false })).status).toBe(200);
    expect((await api.patch('/api/me/profile', { firstName: 'Jordan', lastName: 'Avery' })).status).toBe(200);

    // One more upload while no worker runs: its job waits in the queue.
    await worker!.close();
    worker = undefined;
    const waiting = await api.post('/api/resumes').attach('file', fixture('resume-fr.pdf'), 'cv.pdf');
    expect(waiting.status).toBe(201);
    expect(await redis.exists(`atelier:resumes:${waiting.body.id}`)).toBe(1);

    const ids = [first.body.id, waiting.body.id, supermatch.body.id, supermatch.body.runId, enhancement.body.runId];
    const connection = web.get(MikroORM).em.getConnection();
    const count = async (sql: string, params: unknown[]) => (await connection.execute(sql, params))[0].n as number;
    const leftovers = async () => ({
      resumes: await count('select count(*)::int as n from resumes where owner_id = ?', [uid]),
      files: await count('select count(*)::int as n from stored_files where key like ? or key like ?', [
        `resumes/${first.body.id}/%`,
        `resumes/${waiting.body.id}/%`,
      ]),
      shares: await count('select count(*)::int as n from resume_shares where resume_id = ?', [first.body.id]),
      supermatches: await count('select count(*)::int as n from supermatches where owner_id = ?', [uid]),
      runs: await count('select count(*)::int as n from pipeline_runs where owner_id = ?', [uid]),
      credits: await count('select count(*)::int as n from credit_entries where user_id = ?', [uid]),
      onboarding: await count('select count(*)::int as n from onboarding_answers where user_id = ?', [uid]),
      profiles: await count('select count(*)::int as n from user_profiles where uid = ?', [uid]),
      queueJobs: (
        await Promise.all(['resumes', 'supermatch', 'enhancement'].flatMap((q) => ids.map((id) => redis.exists(`atelier:${q}:${id}`))))
      ).reduce((a, b) => a + b, 0),
    });
    const before = await leftovers();
    for (const [what, n] of Object.entries(before)) expect([what, n > 0]).toEqual([what, true]);

    const deleted = await request(httpServer(web)).delete('/api/me').set('Authorization', `Bearer ${user.token}`);
    expect(deleted.status).toBe(204);
    expect(await leftovers()).toEqual({
      resumes: 0,
      files: 0,
      shares: 0,
      supermatches: 0,
      runs: 0,
      credits: 0,
      onboarding: 0,
      profiles: 0,
      queueJobs: 0,
    });
    // The Firebase user is gone: its token no longer opens anything.
    expect((await api.get('/api/me')).status).toBe(401);
    expect((await request(httpServer(web)).get(share.body.path)).status).toBe(404);
  }, 240_000);
});
