import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isPortFree } from '../../src/platform/embedded/ports';
import { fixture } from './support/fixtures';

const root = join(__dirname, '..', '..', '..');
const mainJs = join(root, 'backend', 'dist', 'main.js');

/**
 * The built app (what `npm start` runs) with its own embedded services and data folder,
 * stopped with SIGINT like Ctrl-C and started again on the same data.
 */
describe('restart on the same data (built app, embedded services)', () => {
  let dataDir: string;
  let ports: { app: number; pg: number; redis: number; auth: number };
  let app: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error('backend/dist/main.js is missing: run `npm run build` (npm test does it)');
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-restart-'));
    chmodSync(dataDir, 0o755);
    ports = { app: await freePort(), pg: await freePort(), redis: await freePort(), auth: await freePort() };
  });
  afterAll(async () => {
    // A clean stop even after a failure: SIGKILL would orphan the app's Redis and emulator.
    if (app && app.exitCode === null) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${ports.app}`;

  async function start(role: 'all' | 'web'): Promise<number> {
    const started = Date.now();
    output = '';
    app = spawn(process.execPath, [mainJs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        APP_ROLE: role,
        HOST: '127.0.0.1',
        PORT: String(ports.app),
        ATELIER_DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(ports.pg),
        EMBEDDED_REDIS_PORT: String(ports.redis),
        EMBEDDED_AUTH_PORT: String(ports.auth),
        LOG_LEVEL: 'warn',
        FIREBASE_PROJECT_ID: 'demo-atelier-restart',
      },
    });
    app.stdout!.on('data', (c) => {
      output += c;
    });
    app.stderr!.on('data', (c) => {
      output += c;
    });
    for (;;) {
      if (app.exitCode !== null) throw new Error(`app exited ${app.exitCode}: ${output}`);
      if (
        await fetch(`${base()}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return Date.now() - started;
      if (Date.now() - started > 120_000) throw new Error(`not ready in 120 s: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => app!.once('exit', (code) => resolve(code)));
    app!.kill('SIGINT');
    return exited;
  }

  async function api(path: string, token: string, init: RequestInit = {}) {
    return fetch(`${base()}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  }

  const auth = (path: string, body: unknown, form = false) =>
    fetch(`http://127.0.0.1:${ports.auth}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, string>>);

  async function uploadResume(token: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('resume-fr.pdf'))], { type: 'application/pdf' }), 'cv.pdf');
    const res = await api('/api/resumes', token, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  async function stageOf(id: string, token: string, want: string, waitMs = 30_000): Promise<string> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const body = (await (await api(`/api/resumes/${id}`, token)).json()) as { stage?: string };
      if (!body.stage) throw new Error(`GET /api/resumes/${id} answered ${JSON.stringify(body)}`);
      if (body.stage === want || Date.now() > deadline) return body.stage;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('keeps guests, their resumes and queued jobs across a Ctrl-C and a restart, leaving no process behind', async () => {
    // 1. Web only: the upload is stored and queued, but nothing processes it yet.
    await start('web');
    const guest = await auth('identitytoolkit.googleapis.com/v1/accounts:signUp', { returnSecureToken: true });
    const id = await uploadResume(guest.idToken);
    expect(await stageOf(id, guest.idToken, 'never', 1500)).toBe('queued');

    // 2. Ctrl-C: a clean exit, and every embedded service is stopped with it.
    expect(await stop()).toBe(0);
    for (const port of [ports.app, ports.pg, ports.redis, ports.auth]) expect(await isPortFree(port)).toBe(true);

    // 3. Start again with a worker: the job queued before the stop is processed, and the same
    //    guest (a refreshed token from the emulator's saved users) still owns the resume.
    await start('all');
    const refreshed = await auth(
      'securetoken.googleapis.com/v1/token',
      { grant_type: 'refresh_token', refresh_token: guest.refreshToken },
      true,
    );
    expect(refreshed).toMatchObject({ user_id: guest.localId });
    expect(await stageOf(id, refreshed.id_token, 'ready')).toBe('ready');
    const pdf = await api(`/api/resumes/${id}/pdf`, refreshed.id_token);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await stop()).toBe(0);
    expect(readFileSync(join(dataDir, 'auth-emulator', 'export', 'firebase-export-metadata.json'), 'utf8')).toContain('auth');
  }, 240_000);
});
