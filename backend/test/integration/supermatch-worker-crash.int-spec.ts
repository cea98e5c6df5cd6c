import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';

const backend = join(__dirname, '..', '..');
const LOCK_MS = 2_000;

/**
 * A worker process killed (SIGKILL, no clean-up) in the middle of a SuperMatch: after a new worker
 * starts, the job finishes, once: one tailored resume, one charge, no refund.
 */
describe('SuperMatch survives a worker killed mid-job', () => {
  let web: INestApplicationContext;
  let worker: ChildProcess | undefined;
  let output = '';
  // The worker's temp folder: Chromium (which puppeteer starts in a process group of its own)
  // keeps its profile there, so a SIGKILLed worker's browser can be found and stopped too.
  const workerTmp = mkdtempSync(join(tmpdir(), 'atelier-crash-'));

  beforeAll(async () => {
    web = await startTestApp('web', { CREDITS_WELCOME_GRANT: '5', QUEUE_LOCK_MS: String(LOCK_MS) });
  });
  afterAll(async () => {
    kill();
    await web?.close();
    rmSync(workerTmp, { recursive: true, force: true });
  });

  /** The worker runs from sources in its own process group, so Chromium dies with it. */
  function startWorker(): ChildProcess {
    output = '';
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', '-r', join(__dirname, 'support', 'resolve-ts-sources.ts'), join(backend, 'src', 'main.ts')],
      {
        cwd: backend,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'test',
          APP_ROLE: 'worker',
          LOG_LEVEL: 'warn',
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          REDIS_URL: process.env.TEST_REDIS_URL,
          FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
          FIREBASE_PROJECT_ID: 'demo-atelier-test',
          ATELIER_DATA_DIR: process.env.TEST_DATA_DIR,
          TMPDIR: workerTmp,
          CREDITS_WELCOME_GRANT: '5',
          QUEUE_LOCK_MS: String(LOCK_MS),
          BROWSER_POOL_SIZE: '1',
        },
      },
    );
    child.stdout!.on('data', (c) => {
      output += c;
    });
    child.stderr!.on('data', (c) => {
      output += c;
    });
    return child;
  }

  function kill(): void {
    if (worker?.pid && worker.exitCode === null) {
      try {
        process.kill(-worker.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    try {
      execFileSync('pkill', ['-KILL', '-f', workerTmp]);
    } catch {
      /* no browser left */
    }
  }

  const as = (token: string) => ({
    get: (path: string) => request(httpServer(web)).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(httpServer(web)).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 10): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\nworker output:\n${output}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  it('finishes the job once after a new worker starts', async () => {
    const { token } = await guestToken();
    worker = startWorker();
    const upload = await as(token).post('/api/resumes').attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    await until(
      'resume ready',
      async () => ((await as(token).get(`/api/resumes/${upload.body.id}`)).body.stage === 'ready' ? true : undefined),
      90_000,
      200,
    );

    const job = readFileSync(join(backend, 'test', 'fixtures', 'jobs', 'backend-engineer-en.txt'), 'utf8');
    const started = await as(token).post('/api/supermatches', { resumeId: upload.body.id, jobDescription: job });
    expect(started.status).toBe(202);
    // Kill as soon as the worker is tailoring or rendering: the tailored resume is not saved yet.
    const stageAtKill = await until(
      'a mid-pipeline stage',
      async () => {
        const run = (await as(token).get(`/api/runs/${started.body.runId}`)).body;
        return ['tailoring-resume', 'generating-pdf'].includes(run.stage) && run.status === 'running' ? (run.stage as string) : undefined;
      },
      60_000,
    );
    kill();
    await new Promise((r) => worker!.once('exit', r));
    expect(['tailoring-resume', 'generating-pdf']).toContain(stageAtKill);
    expect((await as(token).get(`/api/supermatches/${started.body.id}`)).body.status).toBe('processing');

    worker = startWorker();
    const run = await until(
      'the run to finish',
      async () => {
        const body = (await as(token).get(`/api/runs/${started.body.runId}`)).body;
        return ['succeeded', 'failed'].includes(body.status) ? body : undefined;
      },
      120_000,
      200,
    );
    expect(run.status).toBe('succeeded');

    const connection = web.get(MikroORM).em.getConnection();
    const tailored = await connection.execute('select count(*)::int as n from resumes where source_resume_id = ?', [upload.body.id]);
    expect(tailored[0].n).toBe(1);
    const ledger = (await as(token).get('/api/credits/ledger')).body.entries as Array<{ kind: string; reference: string }>;
    expect(ledger.filter((e) => e.reference.startsWith(`supermatch:${started.body.id}`)).map((e) => e.kind)).toEqual(['consume']);
    expect((await as(token).get('/api/credits')).body.balance).toBe(4);
    const supermatch = (await as(token).get(`/api/supermatches/${started.body.id}`)).body;
    expect(supermatch).toMatchObject({ status: 'ready', tailoredResumeId: expect.any(String) });
  }, 300_000);
});
