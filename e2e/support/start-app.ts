import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../backend/src/platform/embedded/ports';

const root = join(__dirname, '..', '..');

export interface RunningApp {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts `node backend/dist/main.js` (the build `npm start` runs) on free ports with its own
 * embedded services and throwaway data: never the developer's running app. Used by the
 * end-to-end tests and by `npm run bench:web`.
 */
export async function startApp(logName: string, extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  // A free port is only free when asked: until the app binds it (after its services have
  // started), a connection the app or its services open may take it as their own local port.
  // The app then exits on EADDRINUSE; it is started again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppOnce(logName, extraEnv);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

/** The app exited because a port it was given had been taken in the meantime. */
class PortTaken extends Error {}

async function startAppOnce(logName: string, extraEnv: Record<string, string>): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  chmodSync(dataDir, 0o755);
  const [port, pg, redis, auth] = [await freePort(), await freePort(), await freePort(), await freePort()];
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const logFile = join(root, 'test-results', logName);
  const log = createWriteStream(logFile);
  const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      ATELIER_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pg),
      EMBEDDED_REDIS_PORT: String(redis),
      EMBEDDED_AUTH_PORT: String(auth),
      DATABASE_URL: '',
      REDIS_URL: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_PROJECT_ID: '',
      // Every request and job is logged, so the run's logs can be checked for personal data (check-logs).
      LOG_LEVEL: 'log',
      // Every e2e guest comes from 127.0.0.1: far more than real people open from one address.
      RATE_LIMIT_GUESTS: '100000/3600',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout.pipe(log);
  app.stderr.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  // SIGTERM lets the app stop the services it started (PostgreSQL, Redis, the emulator).
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      const kill = setTimeout(() => {
        app.kill('SIGKILL');
        resolve();
      }, 30_000);
      app.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      app.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: on a loaded 2-core machine the Auth emulator alone has taken over a minute to start.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (app.exitCode !== null) {
      await stop();
      const text = readFileSync(logFile, 'utf8');
      throw new (/EADDRINUSE/.test(text) ? PortTaken : Error)(`the app exited with ${app.exitCode}:\n${text.slice(-2000)}`);
    }
    const ready = await fetch(`${baseURL}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      // Never leave a half-started app and its services behind a failed run.
      await stop();
      throw new Error(`the app was not ready within 240 s:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}
