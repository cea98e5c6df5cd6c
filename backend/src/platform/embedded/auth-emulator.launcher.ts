import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stopChild, tailOf } from './child-process';
import { freePort, isPortFree } from './ports';
import { stopStaleProcess } from './stale-process';
import { StartupError } from './startup-error';

export interface RunningEmulator {
  readonly host: string;
  /** When it answered: users imported at start carry this as their "tokens valid since". */
  readonly readyAt: number;
  stop(): Promise<void>;
}

/**
 * The Firebase Auth emulator (firebase-tools), offline. With `persistent`, users are imported
 * from and exported to dataDir/auth on start and on a clean stop.
 */
export async function startAuthEmulator(
  dataDir: string,
  port: number,
  projectId: string,
  persistent: boolean,
  log: (line: string) => void,
): Promise<RunningEmulator> {
  await stopStaleProcess(join(dataDir, 'auth-emulator', 'emulator.pid'), 'firebase');
  if (!(await isPortFree(port))) {
    throw new StartupError('Auth emulator', `port ${port} is already in use. Stop what uses it, or set EMBEDDED_AUTH_PORT.`);
  }
  let cli: string;
  try {
    cli = join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
  } catch {
    throw new StartupError(
      'Auth emulator',
      'the firebase-tools package is missing. Run `npm install`, or configure real Firebase (FIREBASE_PROJECT_ID).',
    );
  }
  const dir = join(dataDir, 'auth-emulator');
  const exportDir = join(dir, 'export');
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const configFile = join(dir, 'firebase.json');
  // A known hub port lets us ask for exports while running (see autosave below).
  const hubPort = await freePort();
  // firebase-tools also reserves a port for its logging emulator, 4500 by default: a second
  // emulator on the machine (another checkout, a test run) would crash on it after "ready".
  const loggingPort = await freePort();
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        ui: { enabled: false },
        logging: { host: '127.0.0.1', port: loggingPort, level: 'WARN' },
        singleProjectMode: true,
      },
    }),
  );
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (persistent) {
    if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const pidFile = join(dir, 'emulator.pid');
  const child = spawn(process.execPath, args, {
    cwd: dir,
    // Its own process group: a Ctrl-C in the terminal must not reach it directly, or our own
    // SIGINT would arrive as a second signal, which firebase-tools treats as "exit now, skip export".
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No update checks or telemetry: the machine may have no internet. A private TMPDIR because
    // firebase-tools finds "the running hub" through /tmp/hub-<project>.json: two emulators of
    // the same project (the app and a test run) would otherwise export each other's users.
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_TELEMETRY: 'true',
      XDG_CONFIG_HOME: join(dir, 'config'),
      TMPDIR: join(dir, 'tmp'),
    },
  });
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  const tail = tailOf(child);
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new StartupError('Auth emulator', `exited with code ${child.exitCode}: ${tail().split('\n').slice(-2).join(' ')}`);
    }
    try {
      const res = await fetch(`http://${host}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    await stopChild(child, 'SIGKILL', 1000);
    throw new StartupError('Auth emulator', `did not answer on ${host} within 90 s: ${tail().split('\n').slice(-1)[0] ?? ''}`);
  }
  log(`Firebase Auth emulator on ${host} (project ${projectId})${persistent ? `, users saved in ${exportDir}` : ''}`);
  const autosave = persistent ? startAutosave(hubPort, exportDir) : undefined;
  return {
    host,
    readyAt: Date.now(),
    // SIGINT lets firebase-tools export users one last time before exiting.
    stop: async () => {
      if (autosave) clearInterval(autosave);
      await stopChild(child, 'SIGINT', 20_000);
    },
  };
}

const AUTOSAVE_MS = 60_000;

/**
 * The emulator holds users in memory and exports them only on a clean exit; a crash or SIGKILL
 * would lose every guest created since, and with them access to their resumes. So we also ask
 * its hub for an export every minute (it writes to a temporary folder, then swaps it in).
 */
function startAutosave(hubPort: number, exportDir: string): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: exportDir, initiatedBy: 'atelier-autosave' }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      // the next tick retries; a clean stop exports anyway
    } finally {
      running = false;
    }
  }, AUTOSAVE_MS);
  timer.unref();
  return timer;
}
