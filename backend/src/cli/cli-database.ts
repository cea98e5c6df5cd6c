import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENTITIES } from '../entities';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/app-config';
import { repoRoot } from '../platform/config/repo-root';
import { mikroOrmOptions } from '../platform/database/mikro-orm.options';
import { runMigrations } from '../platform/database/run-migrations';
import { startEmbeddedPostgres } from '../platform/embedded/embedded-postgres.launcher';
import { isPortFree } from '../platform/embedded/ports';
import { StartupError } from '../platform/embedded/startup-error';

const note = (line: string) => process.stderr.write(`[atelier] ${line}\n`);

/**
 * Runs an operator command against the app's database, the way the app finds it:
 * - DATABASE_URL (environment, or the repository's .env like `npm start`) when set;
 * - else the embedded PostgreSQL in .data/: reused when it is already up (the app is running),
 *   started for the command and stopped after it otherwise.
 * The schema is brought up to date first (same migrations and advisory lock as the app), so a
 * command on a fresh .data/ works. No Redis, no Auth emulator, no Nest: only the ORM.
 */
export async function withAppDatabase<T>(work: (em: EntityManager, config: AppConfig) => Promise<T>): Promise<T> {
  const envFile = join(repoRoot(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.database.url;
  if (!url) {
    const port = config.database.embeddedPort;
    if (await isPortFree(port)) {
      const pg = await startEmbeddedPostgres(config.dataDir, port, note);
      url = pg.url;
      stopEmbedded = pg.stop;
    } else {
      // Something listens on the embedded port: the running app's PostgreSQL (same URL as it uses).
      url = `postgresql://postgres:postgres@127.0.0.1:${port}/atelier`;
    }
  }
  let orm: MikroORM | undefined;
  try {
    const options = mikroOrmOptions(url, ENTITIES);
    // stdout carries the command's JSON: the ORM's own lines go to stderr, and the migrator's
    // per-migration lines are left out (runMigrations prints one summary line).
    orm = await MikroORM.init({
      ...options,
      logger: (line: string) => process.stderr.write(`${line}\n`),
      migrations: { ...options.migrations, silent: true },
    });
    await orm.connect();
    const check = await orm.checkConnection();
    if (!check.ok) {
      throw new StartupError(
        'PostgreSQL',
        `cannot connect to ${redacted(url)} (${check.reason}). Check DATABASE_URL, or that the app's embedded database is the one on that port.`,
      );
    }
    await runMigrations(orm, note);
    return await work(orm.em.fork(), config);
  } finally {
    await orm?.close().catch(() => undefined);
    await stopEmbedded?.();
  }
}

/** Start-up problems (bad setting, database unreachable) as one line, like `npm start` prints them. */
export function isStartupProblem(error: unknown): error is Error {
  return error instanceof StartupError || error instanceof ConfigError;
}

function redacted(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
