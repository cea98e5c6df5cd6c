import { startApp } from './support/start-app';

/** One app for the whole end-to-end run (see support/start-app.ts). */
export default async function globalSetup() {
  const app = await startApp('e2e-app.log');
  process.env.E2E_BASE_URL = app.baseURL;
  return app.stop;
}
