import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { createApp } from '../../../src/create-app';
import { loadConfig, type AppRole } from '../../../src/platform/config/app-config';
import type { ServiceEndpoints } from '../../../src/platform/embedded/start-embedded-services';

/**
 * The real app (API only, no pages) wired to the services global-setup started. `env` adds or
 * overrides settings. Rate limits are generous here (tests fire many requests from one uid or
 * IP); the rate-limit test sets its own.
 */
export async function startTestApp(role: AppRole = 'all', env: NodeJS.ProcessEnv = {}): Promise<INestApplicationContext> {
  const config = loadConfig({
    RATE_LIMIT_UPLOADS: '100000/60',
    RATE_LIMIT_SUPERMATCH: '100000/60',
    RATE_LIMIT_ACCOUNT: '100000/60',
    RATE_LIMIT_AUTH_CONFIG: '100000/60',
    RATE_LIMIT_JOB_POSTINGS: '100000/60',
    RATE_LIMIT_ENHANCEMENT: '100000/60',
    RATE_LIMIT_RENDERS: '100000/60',
    RATE_LIMIT_SHARE_VIEWS: '100000/60',
    RATE_LIMIT_GUESTS: '100000/60',
    APP_ROLE: role,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-atelier-test',
    ATELIER_DATA_DIR: process.env.TEST_DATA_DIR,
    BROWSER_POOL_SIZE: '2',
    ...env,
  });
  const endpoints: ServiceEndpoints = {
    databaseUrl: process.env.TEST_DATABASE_URL!,
    redisUrl: process.env.TEST_REDIS_URL!,
    authEmulatorHost: process.env.TEST_AUTH_EMULATOR_HOST!,
    // The tests' own emulator, as `npm start` runs its own: the guard's emulator rules apply.
    authEmulatorReadyAt: Date.now(),
    stop: async () => undefined,
  };
  return createApp(config, endpoints, { pages: false, listen: false, logLevels: ['error'] });
}

export function httpServer(app: INestApplicationContext) {
  return (app as INestApplication).getHttpServer();
}

/** A fresh guest: an anonymous user from the Auth emulator, and their ID token. */
export async function guestToken(): Promise<{ uid: string; token: string }> {
  const res = await fetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken: string; localId: string };
  return { uid: json.localId, token: json.idToken };
}
