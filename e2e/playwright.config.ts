import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromium =
  process.env.PUPPETEER_EXECUTABLE_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

/**
 * End-to-end tests in real Chromium against the built app, which global-setup starts on free
 * ports with its own throwaway data (never the developer's running app).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    acceptDownloads: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
