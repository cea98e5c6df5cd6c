import type { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';
import { weakResume } from './support/weak-resume';

interface Change {
  id: string;
  path: string;
  op: string;
  before: string | string[] | null;
  after: string | string[];
  reason: { code: string; text: string };
  accepted: boolean;
}

const pdfText = (pdf: Buffer) => execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('change review (GET/PUT /api/resumes/:id/changes, real services)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  beforeAll(async () => {
    app = await startTestApp('all', { CREDITS_WELCOME_GRANT: '3' });
    server = httpServer(app);
  });
  afterAll(async () => app?.close());

  const as = (token: string, lang = 'en') => ({
    get: (path: string) =>
      request(server as never)
        .get(path)
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', lang),
    post: (path: string, body?: object) =>
      request(server as never)
        .post(path)
        .set('Authorization', `Bearer ${token}`)
        .send(body),
    put: (path: string, body: object) =>
      request(server as never)
        .put(path)
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', lang)
        .send(body),
    pdf: async (path: string) =>
      (
        await request(server as never)
          .get(path)
          .set('Authorization', `Bearer ${token}`)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
      ).body as Buffer,
  });

  async function enhancedResume(token: string): Promise<string> {
    const upload = await as(token)
      .post('/api/resumes')
      .attach('file', Buffer.from(JSON.stringify(weakResume)), 'sam.json');
    expect((await waitForFinalStage(server, upload.body.id, token, 60_000)).stage).toBe('ready');
    expect((await as(token).get(`/api/resumes/${upload.body.id}/changes`)).body).toEqual({ changes: [] });
    const started = await as(token).post(`/api/resumes/${upload.body.id}/enhance`, {});
    expect(await waitForRun(server, started.body.runId, token)).toMatchObject({ status: 'succeeded' });
    return upload.body.id;
  }

  it('lists the enhancement changes with localised reasons; a rejected one leaves the content and both PDFs, and comes back', async () => {
    const { token } = await guestToken();
    const id = await enhancedResume(token);

    const listed = await as(token).get(`/api/resumes/${id}/changes`);
    expect(listed.status).toBe(200);
    const changes = listed.body.changes as Change[];
    expect(changes.length).toBeGreaterThan(1);
    expect(new Set(changes.map((c) => c.id)).size).toBe(changes.length);
    expect(changes.every((c) => c.accepted && c.reason.text && c.reason.code)).toBe(true);
    const french = (await as(token, 'fr').get(`/api/resumes/${id}/changes`)).body.changes as Change[];
    expect(french.map((c) => c.id)).toEqual(changes.map((c) => c.id));
    expect(french[0].reason.text).not.toBe(changes[0].reason.text);

    // The rewrite of the first highlight: undo it, and the original line is back everywhere.
    const rewrite = changes.find((c) => c.path === '/work/0/highlights/0' && c.op === 'replace')!;
    expect(rewrite).toBeDefined();
    const after = rewrite.after as string;
    expect(flat(pdfText(await as(token).pdf(`/api/resumes/${id}/pdf?template=ats`)))).toContain(flat(after).slice(0, 30));

    const reviewed = await as(token).put(`/api/resumes/${id}/changes`, { rejected: [rewrite.id] });
    expect(reviewed.status).toBe(200);
    expect((reviewed.body.changes as Change[]).filter((c) => !c.accepted).map((c) => c.id)).toEqual([rewrite.id]);
    const json = (await as(token).get(`/api/resumes/${id}/json-resume`)).body;
    expect(json.work[0].highlights[0]).toBe(rewrite.before);
    // Every other change is still applied: the second weak line stays rewritten.
    expect(JSON.stringify(json)).not.toContain('I worked on');
    for (const template of ['ats', 'modern']) {
      const text = flat(pdfText(await as(token).pdf(`/api/resumes/${id}/pdf?template=${template}`)));
      expect(text).not.toContain(flat(after).slice(0, 30));
      expect(text).toContain('Responsible for managing');
    }
    expect((await as(token).get(`/api/resumes/${id}/changes`)).body.changes.find((c: Change) => c.id === rewrite.id).accepted).toBe(false);

    // Rejecting nothing brings every change back.
    const restored = await as(token).put(`/api/resumes/${id}/changes`, { rejected: [] });
    expect((restored.body.changes as Change[]).every((c) => c.accepted)).toBe(true);
    expect((await as(token).get(`/api/resumes/${id}/json-resume`)).body.work[0].highlights[0]).toBe(after);
  });

  it("answers 404 for someone else's resume and 400 for an id that is not a change", async () => {
    const a = await guestToken();
    const b = await guestToken();
    const id = await enhancedResume(a.token);
    expect((await as(b.token).get(`/api/resumes/${id}/changes`)).status).toBe(404);
    expect((await as(b.token).put(`/api/resumes/${id}/changes`, { rejected: [] })).status).toBe(404);
    const unknown = await as(a.token).put(`/api/resumes/${id}/changes`, { rejected: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_CHANGE');
    expect((await as(a.token).put(`/api/resumes/${id}/changes`, { rejected: 'c1' })).status).toBe(400);
  });

  it('keeps the tailoring changes with the tailored resume of a SuperMatch, reversible the same way', async () => {
    const { token } = await guestToken();
    const upload = await as(token).post('/api/resumes').attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect((await waitForFinalStage(server, upload.body.id, token, 60_000)).stage).toBe('ready');
    const job = readFileSync(join(__dirname, '..', 'fixtures', 'jobs', 'backend-engineer-en.txt'), 'utf8');
    const started = await as(token).post('/api/supermatches', { resumeId: upload.body.id, jobDescription: job });
    expect(started.status).toBe(202);
    expect(await waitForRun(server, started.body.runId, token)).toMatchObject({ status: 'succeeded' });
    const tailoredId = (await as(token).get(`/api/supermatches/${started.body.id}`)).body.tailoredResumeId as string;

    const changes = (await as(token).get(`/api/resumes/${tailoredId}/changes`)).body.changes as Change[];
    expect(changes.length).toBeGreaterThan(0);

    // The match report: the posting, the tailored resume's text, keywords before and after.
    const report = await as(token).get(`/api/supermatches/${started.body.id}/report`);
    expect(report.status).toBe(200);
    expect(report.body.posting.description).toContain('Backend');
    expect(report.body.resume.length).toBeGreaterThan(1);
    expect(report.body.keywords.some((k: { foundAfter: boolean }) => k.foundAfter)).toBe(true);
    expect(report.body.scoreAfter).toBeGreaterThanOrEqual(report.body.scoreBefore);
    expect(report.body.factors.length).toBeGreaterThan(0);
    const stranger = await guestToken();
    expect((await as(stranger.token).get(`/api/supermatches/${started.body.id}/report`)).status).toBe(404);

    // The cover letter: a checked PDF in the resume's language, its facts from the resume and the posting.
    const letter = flat(pdfText(await as(token).pdf(`/api/supermatches/${started.body.id}/cover-letter?template=modern`)));
    expect(letter).toContain('Dear hiring team');
    expect(letter).toContain('Senior Backend Engineer');
    expect(letter).toContain('Jordan Avery');
    expect((await as(stranger.token).get(`/api/supermatches/${started.body.id}/cover-letter`)).status).toBe(404);
    const before = (await as(token).get(`/api/resumes/${tailoredId}/json-resume`)).body;
    const reviewed = await as(token).put(`/api/resumes/${tailoredId}/changes`, { rejected: changes.map((c) => c.id) });
    expect(reviewed.status).toBe(200);
    // Every change undone: the tailored resume is the source's content again.
    const source = (await as(token).get(`/api/resumes/${upload.body.id}/json-resume`)).body;
    const undone = (await as(token).get(`/api/resumes/${tailoredId}/json-resume`)).body;
    expect(undone).toEqual(source);
    expect(undone).not.toEqual(before);
  });
});
