import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stopChild, tailOf } from './child-process';
import { isPortFree } from './ports';
import { stopStaleProcess } from './stale-process';
import { StartupError } from './startup-error';

export interface RunningEmulator {
  readonly host: string;
  stop(): Promise<void>;
}

/**
 * The Firebase Auth emulator (firebase-tools), offline. With `persistent`, users are imported
 * from and exported to dataDir/auth on start and on a clean stop.
 */
export async function startAuthEmulator(
  dataDir: string, port: number, projectId: string, persistent: boolean, log: (line: string) => void,
): Promise<RunningEmulator> {
  await stopStaleProcess(join(dataDir, 'auth-emulator', 'emulator.pid'), 'firebase');
  if (!(await isPortFree(port))) {
    throw new StartupError('Auth emulator', `port ${port} is already in use. Stop what uses it, or set EMBEDDED_AUTH_PORT.`);
  }
  let cli: string;
  try {
    cli = join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
  } catch {
    throw new StartupError('Auth emulator', 'the firebase-tools package is missing. Run `npm install`, or configure real Firebase (FIREBASE_PROJECT_ID).');
  }
  const dir = join(dataDir, 'auth-emulator');
  const exportDir = join(dir, 'export');
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify({
    emulators: { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, logging: { level: 'WARN' }, singleProjectMode: true },
  }));
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
    // No update checks or telemetry: the machine may have no internet.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_TELEMETRY: 'true', XDG_CONFIG_HOME: join(dir, 'config') },
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
  // SIGINT lets firebase-tools export users before exiting.
  return { host, stop: () => stopChild(child, 'SIGINT', 20_000) };
}
