import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';
import { weakResume } from './support/weak-resume';

describe('enhancement pipeline (POST /api/resumes/:id/enhance, real services)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  beforeAll(async () => {
    app = await startTestApp('all');
    server = httpServer(app);
  });
  afterAll(async () => app?.close());

  const as = (token: string) => ({
    get: (path: string) =>
      request(server as never)
        .get(path)
        .set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) =>
      request(server as never)
        .post(path)
        .set('Authorization', `Bearer ${token}`)
        .send(body),
  });

  it('rewrites weak lines, adds a summary from facts, merges skills, asks for results, and keeps the rest', async () => {
    const { token } = await guestToken();
    const upload = await as(token)
      .post('/api/resumes')
      .attach('file', Buffer.from(JSON.stringify(weakResume)), 'sam.json');
    expect(upload.status).toBe(201);
    expect((await waitForFinalStage(server, upload.body.id, token, 60_000)).stage).toBe('ready');

    const started = await as(token).post(`/api/resumes/${upload.body.id}/enhance`, {});
    expect(started.status).toBe(202);
    const run = await waitForRun(server, started.body.runId, token);
    expect(run).toMatchObject({ status: 'succeeded', kind: 'enhancement', stage: 'finalizing', progress: 100 });
    expect(run.result.changes.length).toBeGreaterThan(0);
    expect(run.result.questions.length).toBeGreaterThan(0);

    const after = (await as(token).get(`/api/resumes/${upload.body.id}/json-resume`)).body;
    const text = JSON.stringify(after);
    expect(text).not.toMatch(/Responsible for|I worked on/);
    expect(after.basics.summary).toBeTruthy();
    expect(after.basics).toMatchObject({ name: 'Sam Rivera', email: 'sam.rivera@example.com' });
    expect(after.work[0]).toMatchObject({ name: 'Harbor Freight Lines', position: 'Project Manager', startDate: '2019-03' });
    expect(after.work[0].highlights).toHaveLength(2);
    expect(after.work[0].highlights[0]).toContain('6');
    const keywords = after.skills.flatMap((s: { keywords?: string[] }) => s.keywords ?? []).map((k: string) => k.toLowerCase());
    expect(keywords.filter((k: string) => k === 'excel')).toHaveLength(1);
    // Nothing invented: no number that was not in the resume.
    for (const n of text.match(/\d+/g) ?? []) expect(JSON.stringify(weakResume)).toContain(n);
  });

  it('given the job, asks about the required skills the resume does not show', async () => {
    const { token } = await guestToken();
    const upload = await as(token)
      .post('/api/resumes')
      .attach('file', Buffer.from(JSON.stringify(weakResume)), 'sam.json');
    await waitForFinalStage(server, upload.body.id, token, 60_000);
    const job = { text: 'Project Manager at Contoso.\nRequirements:\n- Jira\n- Excel\n- SAP\nYou will run our depot rollouts.' };
    const started = await as(token).post(`/api/resumes/${upload.body.id}/enhance`, { job });
    expect(started.status).toBe(202);
    const run = await waitForRun(server, started.body.runId, token);
    expect(run.status).toBe('succeeded');
    const asked = run.result.questions.filter((q: { kind: string }) => q.kind === 'keyword').map((q: { keyword: string }) => q.keyword);
    // SAP, named by the lexicon, first; then only words of the posting the resume does not show.
    expect(asked[0]).toBe('SAP');
    for (const keyword of asked) expect(job.text).toContain(keyword);
    expect(asked).not.toEqual(expect.arrayContaining(['Jira']));
    expect(asked).not.toEqual(expect.arrayContaining(['Excel']));
  });

  it("refuses someone else's resume and bad answers", async () => {
    const a = await guestToken();
    const b = await guestToken();
    const upload = await as(a.token)
      .post('/api/resumes')
      .attach('file', Buffer.from(JSON.stringify(weakResume)), 'sam.json');
    await waitForFinalStage(server, upload.body.id, a.token, 60_000);
    expect((await as(b.token).post(`/api/resumes/${upload.body.id}/enhance`, {})).status).toBe(404);
    const bad = await as(a.token).post(`/api/resumes/${upload.body.id}/enhance`, { answers: { q: 42 } });
    expect(bad.status).toBe(400);
  });
});
