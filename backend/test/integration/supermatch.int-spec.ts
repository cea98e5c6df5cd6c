import type { INestApplicationContext } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';

const job = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'jobs', name), 'utf8');
const GOOD_JOB = job('backend-engineer-en.txt');
const POOR_JOB = job('pastry-chef-en.txt');

/** SuperMatch end to end on real services: credits, the Bull pipeline, its events, the library. */
describe('SuperMatch (real PostgreSQL, Redis, Auth emulator, Chromium)', () => {
  let app: INestApplicationContext;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    app = await startTestApp('all', { CREDITS_WELCOME_GRANT: '5' });
    server = httpServer(app) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = (token: string) => ({
    get: (path: string) => request(server).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object, lang = 'en') =>
      request(server).post(path).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send(body),
    patch: (path: string, body: object) => request(server).patch(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(server).delete(path).set('Authorization', `Bearer ${token}`),
  });

  async function readyResume(token: string): Promise<string> {
    const res = await api(token).post('/api/resumes').attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect(res.status).toBe(201);
    expect((await waitForFinalStage(server, res.body.id, token, 60_000)).stage).toBe('ready');
    return res.body.id;
  }

  /** Reads the server-sent events of a run until it finishes; returns every state received. */
  async function followEvents(token: string, runId: string): Promise<Array<{ status: string; stage: string | null; progress: number }>> {
    const res = await fetch(`${base}/api/runs/${runId}/events`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events: Array<{ status: string; stage: string | null; progress: number }> = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
      }
    }
    return events;
  }

  const balance = async (token: string) => (await api(token).get('/api/credits')).body.balance as number;

  it('tailors a resume to a matching job, streaming each stage, for one credit', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    expect(await balance(token)).toBe(5);

    const started = await api(token).post('/api/supermatches', { resumeId, jobDescription: GOOD_JOB });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'processing', resumeId, downloadUrl: null });
    const events = await followEvents(token, started.body.runId);

    // The stream starts with the current state (the worker may already be past the first stages),
    // then brings each later stage, in pipeline order.
    const order = ['analyzing-job', 'matching-profile', 'tailoring-resume', 'generating-pdf', 'finalizing'];
    const stages = [...new Set(events.map((e) => e.stage).filter(Boolean))] as string[];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages).toEqual(order.slice(order.indexOf(stages[0])));
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', progress: 100 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const done = await api(token).get(`/api/supermatches/${started.body.id}`);
    expect(done.body).toMatchObject({
      status: 'ready',
      jobTitle: 'Senior Backend Engineer',
      name: expect.stringContaining('Senior Backend Engineer'),
    });
    expect(done.body.match).toMatchObject({ verdict: 'good' });
    expect(done.body.match.reasons.length).toBeGreaterThan(0);
    expect(await balance(token)).toBe(4);

    const history = await api(token).get('/api/supermatches');
    expect(history.body.items.map((s: { id: string }) => s.id)).toEqual([started.body.id]);
    // The tailored resume is a SuperMatch result, not a new entry of the resume list.
    const list = await api(token).get('/api/resumes');
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([resumeId]);

    const pdf = await api(token)
      .get(done.body.downloadUrl)
      .buffer(true)
      .parse((r, cb) => {
        const c: Buffer[] = [];
        r.on('data', (d: Buffer) => c.push(d));
        r.on('end', () => cb(null, Buffer.concat(c)));
      });
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const shared = await api(token).post(`/api/supermatches/${started.body.id}/share`, {});
    expect(shared.status).toBe(201);
    expect((await request(server).get(shared.body.path)).status).toBe(200);
    expect((await api(token).delete(`/api/supermatches/${started.body.id}/share`)).status).toBe(204);
    expect((await request(server).get(shared.body.path)).status).toBe(404);

    const renamed = await api(token).patch(`/api/supermatches/${started.body.id}`, { name: 'Northwind try' });
    expect(renamed.body.name).toBe('Northwind try');
  });

  it('stops a poor match with "Job Mismatch Detected" and no charge, and goes on once confirmed', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const started = await api(token).post('/api/supermatches', { resumeId, jobDescription: POOR_JOB });
    expect(started.status).toBe(202);
    const stopped = await waitForRun(server, started.body.runId, token);
    expect(stopped).toMatchObject({ status: 'needs-confirmation', stage: 'matching-profile' });
    expect(stopped.result.match.verdict).toBe('poor');
    const supermatch = (await api(token).get(`/api/supermatches/${started.body.id}`)).body;
    expect(supermatch).toMatchObject({ status: 'mismatch', mismatch: true, downloadUrl: null });
    expect(await balance(token)).toBe(5);
    expect((await api(token).get(`/api/supermatches/${started.body.id}/pdf`)).body.error.message).toBe('Download URL not found.');

    const confirmed = await api(token).post(`/api/supermatches/${started.body.id}/confirm`);
    expect(confirmed.status).toBe(202);
    expect(await waitForRun(server, started.body.runId, token)).toMatchObject({ status: 'succeeded' });
    expect(await balance(token)).toBe(4);
    expect((await api(token).post(`/api/supermatches/${started.body.id}/confirm`)).status).toBe(409);
  });

  it('refunds a SuperMatch that fails (a job link that cannot be read)', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const started = await api(token).post('/api/supermatches', { resumeId, jobUrl: 'https://jobs.example.invalid/posting/42' });
    expect(started.status).toBe(202);
    const run = await waitForRun(server, started.body.runId, token);
    expect(run.status).toBe('failed');
    expect(run.errorMessage).toMatch(/paste the job description/);
    expect((await api(token).get(`/api/supermatches/${started.body.id}`)).body.status).toBe('failed');
    expect(await balance(token)).toBe(5);
    const ledger = (await api(token).get('/api/credits/ledger')).body.entries as Array<{ kind: string; reference: string }>;
    expect(
      ledger
        .filter((e) => e.reference === `supermatch:${started.body.id}`)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['consume', 'refund']);
  });

  it('answers bad requests with the spec messages, in English and French', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const none = await api(token).post('/api/supermatches', { resumeId });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please enter a job posting URL or paste a job description.');
    const badUrl = await api(token).post('/api/supermatches', { resumeId, jobUrl: 'not a link' }, 'fr');
    expect(badUrl.body.error.message).toBe('Saisissez une URL valide.');
    expect((await api(token).post('/api/supermatches', { resumeId: 'x', jobDescription: GOOD_JOB })).body.error.code).toBe(
      'INVALID_REQUEST',
    );
    // Nothing was charged for refused requests.
    expect(await balance(token)).toBe(5);
  });

  it('50 concurrent requests on 5 credits: exactly 5 start, the balance ends at 0, the ledger adds up', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api(token).post('/api/supermatches', { resumeId, jobDescription: GOOD_JOB })),
    );
    const started = answers.filter((a) => a.status === 202);
    expect(started).toHaveLength(5);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(45);
    expect(answers.find((a) => a.status === 402)!.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await balance(token)).toBe(0);
    for (const a of started) expect(await waitForRun(server, a.body.runId, token, 120_000)).toMatchObject({ status: 'succeeded' });
    const ledger = (await api(token).get('/api/credits/ledger')).body.entries as Array<{ kind: string; amount: number }>;
    const sum = ledger.reduce((total, e) => total + (e.kind === 'consume' ? -e.amount : e.amount), 0);
    expect(ledger.filter((e) => e.kind === 'consume')).toHaveLength(5);
    expect(sum).toBe(0);
    expect((await api(token).get('/api/supermatches')).body.items).toHaveLength(5);
  }, 180_000);

  it("never shows one user's SuperMatch or job to another (404 everywhere)", async () => {
    const a = await guestToken();
    const b = await guestToken();
    const resumeId = await readyResume(a.token);
    const started = await api(a.token).post('/api/supermatches', { resumeId, jobDescription: GOOD_JOB });
    await waitForRun(server, started.body.runId, a.token);
    const id = started.body.id;
    const asB = api(b.token);
    const answers = [
      await asB.get(`/api/supermatches/${id}`),
      await asB.patch(`/api/supermatches/${id}`, { name: 'mine' }),
      await asB.get(`/api/supermatches/${id}/pdf`),
      await asB.post(`/api/supermatches/${id}/share`, {}),
      await asB.delete(`/api/supermatches/${id}/share`),
      await asB.post(`/api/supermatches/${id}/confirm`),
      await asB.delete(`/api/supermatches/${id}`),
      await asB.get(`/api/runs/${started.body.runId}`),
      await asB.get(`/api/runs/${started.body.runId}/events`),
      await asB.post('/api/supermatches', { resumeId, jobDescription: GOOD_JOB }),
    ];
    expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(404));
    expect((await asB.get('/api/supermatches')).body.items).toEqual([]);
    expect((await api(a.token).get(`/api/supermatches/${id}`)).body.status).toBe('ready');
  });

  it('deletes a SuperMatch with its tailored resume', async () => {
    const { token } = await guestToken();
    const resumeId = await readyResume(token);
    const started = await api(token).post('/api/supermatches', { resumeId, jobDescription: GOOD_JOB });
    await waitForRun(server, started.body.runId, token);
    const tailoredId = (await api(token).get(`/api/supermatches/${started.body.id}`)).body.tailoredResumeId;
    expect((await api(token).get(`/api/resumes/${tailoredId}`)).status).toBe(200);
    expect((await api(token).delete(`/api/supermatches/${started.body.id}`)).status).toBe(204);
    expect((await api(token).get(`/api/supermatches/${started.body.id}`)).status).toBe(404);
    expect((await api(token).get(`/api/resumes/${tailoredId}`)).status).toBe(404);
    const again = await api(token).delete(`/api/supermatches/${started.body.id}`);
    expect(again.body.error.message).toBe('Could not find resume or SuperMatch to rename or delete.');

    // In the bin for 30 days, then restored with its tailored resume (nobody else can).
    expect((await api(token).get('/api/supermatches')).body.items).toEqual([]);
    const bin = await api(token).get('/api/bin/supermatches');
    expect(bin.body.items.map((i: { id: string }) => i.id)).toEqual([started.body.id]);
    const other = await guestToken();
    expect((await api(other.token).post(`/api/supermatches/${started.body.id}/restore`)).status).toBe(404);
    const restored = await api(token).post(`/api/supermatches/${started.body.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('ready');
    expect((await api(token).get(`/api/resumes/${tailoredId}`)).status).toBe(200);
    expect((await api(token).get(`/api/supermatches/${started.body.id}/pdf`)).status).toBe(200);
    expect((await api(token).get('/api/bin/supermatches')).body.items).toEqual([]);
  });
});
