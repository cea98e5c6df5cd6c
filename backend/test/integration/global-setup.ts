import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthEmulator } from '../../src/platform/embedded/auth-emulator.launcher';
import { startEmbeddedPostgres } from '../../src/platform/embedded/embedded-postgres.launcher';
import { startEmbeddedRedis } from '../../src/platform/embedded/embedded-redis.launcher';
import { freePort } from '../../src/platform/embedded/ports';

/**
 * Starts real PostgreSQL, Redis and the Auth emulator once per run, on free ports, with
 * throwaway data: never the developer's running app or its fixed ports.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-it-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const [pgPort, redisPort, authPort] = [await freePort(), await freePort(), await freePort()];
  const quiet = () => undefined;
  const [pg, redis, auth] = await Promise.all([
    startEmbeddedPostgres(dataDir, pgPort, quiet),
    startEmbeddedRedis(dataDir, redisPort, false, quiet),
    startAuthEmulator(dataDir, authPort, 'demo-atelier-test', false, quiet),
  ]);
  (globalThis as Record<string, unknown>).__ATELIER_SERVICES__ = { pg, redis, auth, dataDir };
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_REDIS_URL = redis.url;
  process.env.TEST_AUTH_EMULATOR_HOST = auth.host;
  process.env.TEST_DATA_DIR = dataDir;
  writeFileSync(join(dataDir, 'services.json'), JSON.stringify({ pg: pg.url, redis: redis.url, auth: auth.host }));
}
