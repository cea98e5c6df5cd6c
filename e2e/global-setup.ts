import { freePort } from '../backend/src/platform/embedded/ports';
import { startApp } from './support/start-app';

/**
 * One app for the whole end-to-end run (see support/start-app.ts). Its CMS (/admin) is in local
 * mode, pointed at a decap-server the content spec starts on E2E_CMS_PORT when it needs it.
 */
export default async function globalSetup() {
  const cmsPort = await freePort();
  // The SuperMatch tests serve a job page on 127.0.0.1: the fetcher's test policy allows loopback (NODE_ENV=test only).
  const app = await startApp('e2e-app.log', {
    ATELIER_TEST_LOOPBACK_JOBS: '1',
    CMS_LOCAL_BACKEND: '1',
    CMS_LOCAL_BACKEND_PORT: String(cmsPort),
  });
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_CMS_PORT = String(cmsPort);
  return app.stop;
}
