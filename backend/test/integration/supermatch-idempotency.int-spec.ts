import type { INestApplicationContext } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';

const GOOD_JOB = readFileSync(join(__dirname, '..', 'fixtures', 'jobs', 'backend-engineer-en.txt'), 'utf8');

/** A double click, a retry after a lost answer, two tabs: the same Idempotency-Key charges once. */
describe('SuperMatch Idempotency-Key (real PostgreSQL, Redis, Auth emulator)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  beforeAll(async () => {
    app = await startTestApp('all', { CREDITS_WELCOME_GRANT: '5' });
    server = httpServer(app);
  });
  afterAll(async () => app?.close());

  const start = (token: string, resumeId: string, key?: string) => {
    const req = request(server as never)
      .post('/api/supermatches')
      .set('Authorization', `Bearer ${token}`);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ resumeId, jobDescription: GOOD_JOB });
  };
  const balance = async (token: string) =>
    (
      await request(server as never)
        .get('/api/credits')
        .set('Authorization', `Bearer ${token}`)
    ).body.balance as number;

  async function readyResume(token: string): Promise<string> {
    const res = await request(server as never)
      .post('/api/resumes')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect((await waitForFinalStage(server, res.body.id, token, 60_000)).stage).toBe('ready');
    return res.body.id;
  }

  it('answers concurrent duplicates and later retries with one SuperMatch and one charge', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const key = 'b9d3c0de-0000-4000-8000-000000000001';

    const duplicates = await Promise.all(Array.from({ length: 4 }, () => start(token, resumeId, key)));
    expect(duplicates.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    const ids = new Set(duplicates.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(await balance(token)).toBe(4);

    const retry = await start(token, resumeId, key);
    expect(retry.status).toBe(202);
    expect(retry.body.id).toBe(duplicates[0].body.id);
    expect(await balance(token)).toBe(4);

    const list = await request(server as never)
      .get('/api/supermatches')
      .set('Authorization', `Bearer ${token}`);
    expect(list.body.items).toHaveLength(1);

    // Another key is another SuperMatch, charged again.
    const other = await start(token, resumeId, 'b9d3c0de-0000-4000-8000-000000000002');
    expect(other.status).toBe(202);
    expect(other.body.id).not.toBe(retry.body.id);
    expect(await balance(token)).toBe(3);
    // Let the pipelines finish: a worker still running at close would hold the app open.
    for (const run of [retry.body.runId, other.body.runId]) expect((await waitForRun(server, run, token)).status).toBe('succeeded');
  });

  it("keeps keys per user, refuses a malformed key, and a deleted SuperMatch's key buys nothing", async () => {
    const a = await guestToken();
    const b = await guestToken();
    const [resumeA, resumeB] = await Promise.all([readyResume(a.token), readyResume(b.token)]);
    const key = 'shared-key-1';
    const first = await start(a.token, resumeA, key);
    const second = await start(b.token, resumeB, key);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body.id).not.toBe(first.body.id);
    await waitForRun(server, second.body.runId, b.token);
    await waitForRun(server, first.body.runId, a.token);

    const bad = await start(a.token, resumeA, 'x'.repeat(200));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_IDEMPOTENCY_KEY');

    const deleted = await request(server as never)
      .delete(`/api/supermatches/${first.body.id}`)
      .set('Authorization', `Bearer ${a.token}`);
    expect(deleted.status).toBe(204);
    const before = await balance(a.token);
    const reused = await start(a.token, resumeA, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(a.token)).toBe(before);
  });
});
