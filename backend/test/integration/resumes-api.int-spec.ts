import type { INestApplicationContext } from '@nestjs/common';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { INTAKE_STAGES, RUN_PROGRESS_EVENT } from '@atelier/contracts';
import { waitForFinalStage, waitForRun } from './support/wait-for-stage';
import { BrowserPool } from '../../src/platform/browser/browser-pool';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('resumes API (real PostgreSQL, Redis, Auth emulator, Chromium)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  let guest: { uid: string; token: string };

  beforeAll(async () => {
    app = await startTestApp('all');
    server = httpServer(app);
    guest = await guestToken();
  });
  afterAll(async () => app?.close());

  /** GET /api/resumes/:id/pdf with the body kept as bytes. */
  const downloadPdf = (id: string, template = 'ats') =>
    request(server as never)
      .get(`/api/resumes/${id}/pdf?template=${template}`)
      .set('Authorization', `Bearer ${guest.token}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });

  const upload = (content: Buffer, name: string, token = guest.token, lang = 'en') =>
    request(server as never)
      .post('/api/resumes')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang)
      .attach('file', content, name);

  it('refuses requests without a valid token, in the request language', async () => {
    const none = await request(server as never)
      .post('/api/resumes')
      .set('Accept-Language', 'fr');
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('Veuillez vous connecter pour continuer.');
    const forged = await request(server as never)
      .get('/api/resumes/x')
      .set('Authorization', 'Bearer not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('AUTH_INVALID');
  });

  it('turns an uploaded PDF into a downloadable PDF through the queue', async () => {
    const res = await upload(fixture('resume-en.pdf'), 'resume-en.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileType: 'pdf', stage: 'queued', fileName: 'resume-en.pdf' });
    expect(res.body).not.toHaveProperty('ownerId');
    const final = await waitForFinalStage(server, res.body.id, guest.token);
    expect(final.stage).toBe('ready');
    // The intake is a pipeline run like every long task: followed at /api/runs (polling and events).
    expect(await waitForRun(server, res.body.runId, guest.token)).toMatchObject({
      kind: 'intake',
      subjectId: res.body.id,
      status: 'succeeded',
      stage: 'rendering',
      progress: 100,
      stages: [...INTAKE_STAGES],
    });
    const events = await request(server as never)
      .get(`/api/runs/${res.body.runId}/events`)
      .set('Authorization', `Bearer ${guest.token}`)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => {
          text += c.toString();
        });
        r.on('end', () => cb(null, text));
      });
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.body).toContain(`event: ${RUN_PROGRESS_EVENT}\ndata: `);
    expect(JSON.parse((events.body as string).split('data: ')[1].split('\n')[0])).toMatchObject({
      id: res.body.runId,
      status: 'succeeded',
    });
    const pdf = await downloadPdf(res.body.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    expect(text).toContain('Jordan Avery');
    expect(text).toContain('Northwind Logistics');
    // The other style, and the first-page previews of both.
    const modern = await downloadPdf(res.body.id, 'modern');
    expect(modern.headers['content-disposition']).toContain('-atelier-modern.pdf');
    expect(await pdfText(modern.body)).toContain('Contoso Payments');
    for (const template of ['ats', 'modern']) {
      const png = await request(server as never)
        .get(`/api/resumes/${res.body.id}/preview.png?template=${template}`)
        .set('Authorization', `Bearer ${guest.token}`);
      expect(png.status).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
  });

  it('reads a French DOCX, accents intact', async () => {
    const res = await upload(fixture('resume-fr.docx'), 'CV Camille.docx');
    expect(res.status).toBe(201);
    expect(res.body.fileType).toBe('docx');
    expect((await waitForFinalStage(server, res.body.id, guest.token)).stage).toBe('ready');
    const pdf = await downloadPdf(res.body.id);
    expect(await pdfText(pdf.body)).toContain('Développeuse full-stack');
  });

  it('recognises the type by content, not by name, with the spec message in English and French', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const en = await upload(png, 'resume.pdf');
    expect(en.status).toBe(415);
    expect(en.body.error.message).toBe('Please select a PDF, DOC, or DOCX file.');
    const fr = await upload(png, 'resume.pdf', guest.token, 'fr-FR');
    expect(fr.body.error.message).toBe('Veuillez sélectionner un fichier PDF, DOC ou DOCX.');
    // A real PDF named .txt is still a PDF.
    const renamed = await upload(fixture('resume-en.pdf'), 'notes.txt');
    expect(renamed.status).toBe(201);
    expect(renamed.body.fileType).toBe('pdf');
  });

  it('refuses files over 10 MB and empty files', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(big, 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('File size must be less than 10MB.');
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(['EMPTY_FILE', 'NO_FILE']).toContain(empty.body.error.code);
  });

  it('says so when a PDF holds no text (a scan), instead of inventing a resume', async () => {
    const blank = await app.get(BrowserPool).printPdf('<!doctype html><html><body></body></html>');
    const res = await upload(blank, 'scan.pdf', guest.token, 'fr');
    const final = await waitForFinalStage(server, res.body.id, guest.token);
    expect(final.stage).toBe('failed');
    expect(final.errorCode).toBe('NO_TEXT_FOUND');
  });

  it('imports a JSON Resume file and exports any resume as JSON Resume', async () => {
    const jsonResume = {
      basics: { name: 'Ana Souza', email: 'ana@example.com' },
      work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01' }],
    };
    const imported = await upload(Buffer.from(JSON.stringify(jsonResume)), 'ana.json');
    expect(imported.status).toBe(201);
    expect(imported.body.fileType).toBe('json');
    expect((await waitForFinalStage(server, imported.body.id, guest.token)).stage).toBe('ready');
    const back = await request(server as never)
      .get(`/api/resumes/${imported.body.id}/json-resume`)
      .set('Authorization', `Bearer ${guest.token}`);
    expect(back.status).toBe(200);
    expect(back.headers['content-disposition']).toContain('ana.json');
    expect(JSON.parse(back.text)).toMatchObject(jsonResume);

    const parsed = await upload(fixture('resume-en.pdf'), 'jordan.pdf');
    expect((await waitForFinalStage(server, parsed.body.id, guest.token)).stage).toBe('ready');
    const exported = JSON.parse(
      (
        await request(server as never)
          .get(`/api/resumes/${parsed.body.id}/json-resume`)
          .set('Authorization', `Bearer ${guest.token}`)
      ).text,
    );
    expect(exported.basics).toMatchObject({ name: 'Jordan Avery', email: 'jordan.avery@example.com' });
    expect(exported.work.map((w: { name: string }) => w.name)).toEqual(['Northwind Logistics', 'Contoso Payments']);

    const broken = await upload(Buffer.from('{ "basics": { "name": "X", }, }'), 'broken.json', guest.token, 'fr');
    expect(broken.status).toBe(201);
    const failed = await waitForFinalStage(server, broken.body.id, guest.token);
    expect(failed).toMatchObject({ stage: 'failed', errorCode: 'INVALID_JSON_RESUME' });
    // Its intake run failed with the same code, explained in the request language.
    expect(await waitForRun(server, broken.body.runId, guest.token)).toMatchObject({
      kind: 'intake',
      status: 'failed',
      errorCode: 'INVALID_JSON_RESUME',
      errorMessage: expect.any(String),
    });
  });

  it('keeps each resume private to its owner', async () => {
    const res = await upload(fixture('resume-fr.pdf'), 'mine.pdf');
    await waitForFinalStage(server, res.body.id, guest.token);
    const stranger = await guestToken();
    const seen = await request(server as never)
      .get(`/api/resumes/${res.body.id}`)
      .set('Authorization', `Bearer ${stranger.token}`);
    expect(seen.status).toBe(404);
    const pdf = await request(server as never)
      .get(`/api/resumes/${res.body.id}/pdf`)
      .set('Authorization', `Bearer ${stranger.token}`);
    expect(pdf.status).toBe(404);
    const missing = await request(server as never)
      .get('/api/resumes/00000000-0000-0000-0000-000000000000')
      .set('Authorization', `Bearer ${guest.token}`);
    expect(missing.status).toBe(404);
  });
});
