import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../backend/src/platform/embedded/ports';

/**
 * The pages of an Astro build served by a child process with its own environment (e.g. analytics
 * configured), without the API: for page-level checks the shared app cannot make.
 */
export async function servePages(dist: string, env: Record<string, string> = {}): Promise<{ baseURL: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'serve-pages.mjs'), dist, String(port)], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`serve-pages exited with ${code}`)));
  });
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
