import { Provider } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';

export const FIREBASE_AUTH = Symbol('FirebaseAuth');

/**
 * firebase-admin's Auth, verifying ID tokens. In emulator mode the admin SDK reads
 * FIREBASE_AUTH_EMULATOR_HOST and accepts the emulator's unsigned tokens; loadConfig() refuses
 * that combination in production, and we only set the variable here, from our own emulator.
 */
export const firebaseAuthProvider: Provider = {
  provide: FIREBASE_AUTH,
  inject: [APP_CONFIG, SERVICE_ENDPOINTS],
  useFactory: async (config: AppConfig, endpoints: ServiceEndpoints): Promise<Auth> => {
    const { initializeApp, getApps, cert } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    const name = `atelier-${config.auth.projectId}`;
    const existing = getApps().find((a) => a.name === name);
    if (config.auth.mode === 'firebase') {
      const credential = config.auth.serviceAccountJson ? cert(JSON.parse(config.auth.serviceAccountJson)) : undefined;
      return getAuth(existing ?? initializeApp({ projectId: config.auth.projectId, credential }, name));
    }
    if (endpoints.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = endpoints.authEmulatorHost;
    return getAuth(existing ?? initializeApp({ projectId: config.auth.projectId }, name));
  },
};
