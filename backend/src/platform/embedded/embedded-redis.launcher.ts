import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stopChild, tailOf } from './child-process';
import type { RunningService } from './embedded-postgres.launcher';
import { isPortFree, waitForPort } from './ports';
import { stopStaleProcess } from './stale-process';
import { StartupError } from './startup-error';

/**
 * A local `redis-server` (Debian package) as a child process. With `persistent`, the append-only
 * file under dataDir keeps queued jobs across restarts.
 */
export async function startEmbeddedRedis(
  dataDir: string,
  port: number,
  persistent: boolean,
  log: (line: string) => void,
): Promise<RunningService> {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'redis.pid');
  await stopStaleProcess(pidFile, 'redis-server');
  if (!(await isPortFree(port))) {
    throw new StartupError(
      'Redis',
      `port ${port} is already in use. Stop what uses it, or set EMBEDDED_REDIS_PORT (or REDIS_URL for your own server).`,
    );
  }
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--pidfile',
    pidFile,
    '--save',
    '',
    '--appendonly',
    persistent ? 'yes' : 'no',
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ];
  // Own process group, like the emulator: we stop it ourselves, once, after the app closes.
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const tail = tailOf(child);
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          'Redis',
          e.code === 'ENOENT'
            ? 'redis-server is not installed. Install it (Debian/Ubuntu: apt-get install redis-server), or set REDIS_URL.'
            : `could not run redis-server (${e.message}).`,
        ),
      ),
    ),
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new StartupError('Redis', `redis-server exited with code ${code}: ${tail().split('\n').slice(-1)[0] ?? ''}`)),
    ),
  );
  const ready = await Promise.race([waitForPort(port, 15_000), spawnError, exited]);
  if (!ready) throw new StartupError('Redis', `redis-server did not accept connections on port ${port} within 15 s.`);
  spawnError.catch(() => undefined);
  exited.catch(() => undefined);
  log(`Redis (embedded) listening on 127.0.0.1:${port}${persistent ? `, data in ${dir}` : ''}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopChild(child, 'SIGTERM', 10_000),
  };
}
