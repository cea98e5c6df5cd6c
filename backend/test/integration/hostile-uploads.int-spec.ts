import type { INestApplicationContext } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { RESUME_PARSER } from '../../src/modules/resumes/application/parsing-ports';
import type { WorkerResumeParser } from '../../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { pdfWithStream, zeroBomb } from './support/bombs';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

const MB = 1024 * 1024;

/**
 * The attack through the API: three free guests each upload a 1.5 MB PDF that inflates
 * to 1.5 GB while another person uploads an ordinary resume. Theirs fail with the bomb's message;
 * the ordinary one is ready within 5 s of its upload, and the parse processes stay small.
 */
describe('decompression bombs through the upload API', () => {
  let app: INestApplicationContext;
  beforeAll(async () => {
    app = await startTestApp('all');
  });
  afterAll(() => app?.close());

  const upload = (token: string, content: Buffer, name: string) =>
    request(httpServer(app) as never)
      .post('/api/resumes')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', content, name);

  it('three bombs at once: each refused with its message, an ordinary resume ready within 5 s', async () => {
    const parser = app.get<WorkerResumeParser>(RESUME_PARSER);
    // Warm: one ordinary resume first, so the 5 s measure is the bombs' cost, not start-up.
    const warm = await guestToken();
    const first = await upload(warm.token, fixture('resume-en.pdf'), 'warm.pdf');
    await waitForFinalStage(httpServer(app), first.body.id, warm.token);

    const attackers = await Promise.all([guestToken(), guestToken(), guestToken()]);
    const person = await guestToken();
    const bomb = pdfWithStream(zeroBomb(1536 * MB, 'zlib'));
    const bombs = await Promise.all(attackers.map((a) => upload(a.token, bomb, 'cv.pdf')));
    const started = Date.now();
    const ordinary = await upload(person.token, fixture('resume-en.pdf'), 'resume-en.pdf');
    expect(ordinary.status).toBe(201);
    let peakRss = 0;
    const sampler = setInterval(() => {
      for (const pid of parser.pids) {
        try {
          peakRss = Math.max(peakRss, Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096);
        } catch {
          // the process was just replaced
        }
      }
    }, 20);
    const ready = await waitForFinalStage(httpServer(app), ordinary.body.id, person.token, 20_000);
    clearInterval(sampler);
    expect(ready.stage).toBe('ready');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(peakRss).toBeLessThan(512 * MB);

    for (const [i, b] of bombs.entries()) {
      const refused = await waitForFinalStage(httpServer(app), b.body.id, attackers[i].token);
      expect(refused).toMatchObject({ stage: 'failed', errorCode: 'DOCUMENT_TOO_LARGE_TO_OPEN' });
      expect(refused.errorMessage).toMatch(/unpacks to far more data than a resume holds/);
    }
  });
});
