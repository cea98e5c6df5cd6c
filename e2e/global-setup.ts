import { startApp } from './support/start-app';

/** One app for the whole end-to-end run (see support/start-app.ts). */
export default async function globalSetup() {
  // The SuperMatch tests serve a job page on 127.0.0.1: the fetcher's test policy allows loopback (NODE_ENV=test only).
  const app = await startApp('e2e-app.log', { ATELIER_TEST_LOOPBACK_JOBS: '1' });
  process.env.E2E_BASE_URL = app.baseURL;
  return app.stop;
}
