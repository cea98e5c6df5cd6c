import { existsSync } from 'node:fs';

/** The system Chromium the tests and the web bench drive (no browser is downloaded here). */
export const CHROMIUM_PATH =
  process.env.PUPPETEER_EXECUTABLE_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

/**
 * Runs as root in CI, without a GPU, and on a machine with no network but loopback: Chromium's
 * own background connections (updates, sync, QUIC probes) would only fail and add noise.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
