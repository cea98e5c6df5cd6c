import { createServer, type Server } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedRedis } from '../../src/platform/embedded/embedded-redis.launcher';
import { startEmbeddedPostgres } from '../../src/platform/embedded/embedded-postgres.launcher';
import { freePort } from '../../src/platform/embedded/ports';
import { StartupError } from '../../src/platform/embedded/startup-error';
import { BrowserPool } from '../../src/platform/browser/browser-pool';

/** A component that cannot start says why in one line, naming the fix. */
describe('embedded services start-up errors', () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    blocker = createServer().listen(port, '127.0.0.1');
  });
  afterAll(() => blocker.close());

  it('Redis on a busy port', async () => {
    const error = await startEmbeddedRedis(mkdtempSync(join(tmpdir(), 'atelier-busy-')), port, false, () => undefined).catch((e) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe(
      `Redis: port ${port} is already in use. Stop what uses it, or set EMBEDDED_REDIS_PORT (or REDIS_URL for your own server).`,
    );
  });

  it('PostgreSQL on a busy port', async () => {
    const error = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'atelier-busy-')), port, () => undefined).catch((e) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(/^PostgreSQL: port \d+ is already in use\. .*EMBEDDED_PG_PORT/);
    expect(error.message).not.toContain('\n');
  });

  it('Chromium missing', async () => {
    const pool = new BrowserPool({ executablePath: '/nonexistent/chromium', poolSize: 1 });
    const error = await pool.warmUp().catch((e) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe('Chromium: PUPPETEER_EXECUTABLE_PATH points to /nonexistent/chromium, which does not exist.');
    expect(await pool.isReady()).toBe(false);
  });
});
