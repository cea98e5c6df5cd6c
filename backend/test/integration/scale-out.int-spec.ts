import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/platform/embedded/ports';
import { guestToken } from './support/test-app';

const root = join(__dirname, '..', '..', '..');
const mainJs = join(root, 'backend', 'dist', 'main.js');
const GOOD_JOB = readFileSync(join(__dirname, '..', 'fixtures', 'jobs', 'backend-engineer-en.txt'), 'utf8');
const UPLOADS = 30;
const SUPERMATCHES = 10;
const GUESTS = 5;
// The worker killed mid-run holds its jobs' locks this long: short, so the test does not wait 30 s.
const LOCK_MS = 4_000;

jest.setTimeout(300_000);

interface Proc {
  child: ChildProcess;
  output: string;
}

/**
 * Scale-out, proven on the built app: one web process and two worker processes on one PostgreSQL,
 * one Redis and one Auth emulator (the suite's). Uploads and SuperMatches go through the web
 * process only; both workers take jobs; one worker is killed (SIGKILL) mid-run and nothing is
 * lost or done twice: every job completes once, every resume is ready, every SuperMatch is
 * ready, and each charge is taken once.
 */
describe('scale-out: 1 web + 2 workers on shared PostgreSQL and Redis (built app)', () => {
  const procs: Proc[] = [];
  let dataDir: string;
  let base: string;

  function start(role: 'web' | 'worker', port: number): Proc {
    const proc: Proc = { output: '', child: undefined as unknown as ChildProcess };
    proc.child = spawn(process.execPath, [mainJs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        APP_ROLE: role,
        HOST: '127.0.0.1',
        PORT: String(port),
        ATELIER_DATA_DIR: dataDir,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        REDIS_URL: process.env.TEST_REDIS_URL,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
        FIREBASE_PROJECT_ID: 'demo-atelier-test',
        QUEUE_LOCK_MS: String(LOCK_MS),
        LOG_LEVEL: 'log',
        BROWSER_POOL_SIZE: '1',
        RATE_LIMIT_UPLOADS: '1000/600',
        RATE_LIMIT_SUPERMATCH: '1000/60',
        RATE_LIMIT_RENDERS: '1000/600',
        RATE_LIMIT_GUESTS: '1000/3600',
      },
    });
    proc.child.stdout!.on('data', (c) => (proc.output += c));
    proc.child.stderr!.on('data', (c) => (proc.output += c));
    procs.push(proc);
    return proc;
  }

  async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 180_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}\n${procs.map((p) => p.output.slice(-1500)).join('\n---\n')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** `<queue>#<id>` of every job a worker logged as completed. */
  const completions = (proc: Proc) => [...proc.output.matchAll(/"msg":"(\S+) job (\S+) completed"/g)].map((m) => `${m[1]}#${m[2]}`);

  const api = (token: string, path: string, init: RequestInit = {}) =>
    fetch(base + path, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

  beforeAll(() => {
    if (!existsSync(mainJs)) throw new Error('backend/dist/main.js is missing: run `npm run build` (npm test does it)');
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-scale-'));
  });
  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares the work, survives a worker killed mid-run, and does each job once', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const web = start('web', port);
    const [a, b] = [start('worker', 0), start('worker', 0)];
    await until('the web process', () =>
      fetch(`${base}/api/health/ready`).then(
        (r) => r.ok || undefined,
        () => undefined,
      ),
    );
    await until('both workers', () => [a, b].every((w) => w.output.includes('Worker ready')) || undefined);

    const guests = await Promise.all(Array.from({ length: GUESTS }, () => guestToken()));
    const startBalance = new Map<string, number>();
    for (const guest of guests)
      startBalance.set(guest.uid, ((await (await api(guest.token, '/api/credits')).json()) as { balance: number }).balance);

    // 30 uploads through the web process (JSON Resumes: read, then printed in both templates).
    const uploads: { token: string; id: string }[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const guest = guests[i % GUESTS];
      const resume = { basics: { name: `Person ${i}`, label: 'Backend Engineer', summary: 'Builds TypeScript and PostgreSQL services.' } };
      const form = new FormData();
      form.append('file', new Blob([JSON.stringify(resume)], { type: 'application/json' }), `person-${i}.json`);
      const res = await api(guest.token, '/api/resumes', {
        method: 'POST',
        body: form,
        headers: { 'X-Request-Id': `scale-out-upload-${i}` },
      });
      expect(res.status).toBe(201);
      uploads.push({ token: guest.token, id: ((await res.json()) as { id: string }).id });
    }

    // Both workers have taken jobs: then one is killed while work is still queued or running.
    await until('both workers to complete a job', () => (completions(a).length > 0 && completions(b).length > 0) || undefined);
    a.child.kill('SIGKILL');

    // 10 SuperMatches (on each guest's first resume, once ready), started after the kill.
    const stage = async (u: { token: string; id: string }) =>
      ((await (await api(u.token, `/api/resumes/${u.id}`)).json()) as { stage: string }).stage;
    const supermatches: { token: string; id: string; uid: string }[] = [];
    for (let i = 0; i < SUPERMATCHES; i++) {
      const guest = guests[i % GUESTS];
      const resume = uploads[i % GUESTS];
      await until(`resume ${resume.id}`, async () => ((await stage(resume)) === 'ready' ? true : undefined));
      const res = await api(guest.token, '/api/supermatches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resumeId: resume.id, jobDescription: GOOD_JOB, confirmMismatch: true }),
      });
      expect(res.status).toBe(202);
      supermatches.push({ token: guest.token, uid: guest.uid, id: ((await res.json()) as { id: string }).id });
    }

    // Nothing lost: every upload ends ready, every SuperMatch ready, on the surviving worker.
    for (const upload of uploads) await until(`upload ${upload.id}`, async () => ((await stage(upload)) === 'ready' ? true : undefined));
    for (const sm of supermatches)
      await until(`SuperMatch ${sm.id}`, async () => {
        const { status } = (await (await api(sm.token, `/api/supermatches/${sm.id}`)).json()) as { status: string };
        expect(status).not.toBe('failed');
        return status === 'ready' || undefined;
      });

    // Each job completed once, across both workers; both took part.
    const done = [...completions(a), ...completions(b)];
    expect(new Set(done).size).toBe(done.length);
    expect(completions(a).length).toBeGreaterThan(0);
    expect(completions(b).length).toBeGreaterThan(0);
    // One charge per SuperMatch, never two.
    for (const guest of guests) {
      const charged = supermatches.filter((s) => s.uid === guest.uid).length;
      const { balance } = (await (await api(guest.token, '/api/credits')).json()) as { balance: number };
      expect(balance).toBe(startBalance.get(guest.uid)! - charged);
    }
    expect(web.child.exitCode).toBeNull();
    // The request id follows an upload from the web log into the log of the worker that ran its job.
    const [id] = uploads.map((u) => u.id).slice(-1);
    const line = (proc: Proc, text: string) => proc.output.split('\n').find((l) => l.includes(text));
    const reqId = `scale-out-upload-${UPLOADS - 1}`;
    expect(line(web, `"reqId":"${reqId}"`)).toMatch(/"url":"\/api\/resumes"/);
    expect(line(a, `"reqId":"${reqId}"`) ?? line(b, `"reqId":"${reqId}"`)).toContain(`job ${id} completed`);
  });
});
