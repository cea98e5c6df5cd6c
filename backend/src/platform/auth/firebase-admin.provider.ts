import { Provider } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import type { AppOptions, Credential, ServiceAccount } from 'firebase-admin/app';
import type { AppConfig, AuthConfig } from '../config/app-config';
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
    if (config.auth.mode !== 'firebase' && endpoints.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = endpoints.authEmulatorHost;
    return getAuth(existing ?? initializeApp(firebaseAppOptions(config.auth, cert), name));
  },
};

/**
 * firebase-admin's options. Without a service-account key, real Firebase uses Google's
 * application default credentials (GOOGLE_APPLICATION_CREDENTIALS, the metadata server of Cloud
 * Run or GKE): the `credential` key must then be ABSENT, as firebase-admin refuses
 * `credential: undefined` at start.
 */
export function firebaseAppOptions(auth: AuthConfig, cert: (account: ServiceAccount) => Credential): AppOptions {
  if (auth.mode === 'firebase' && auth.serviceAccountJson) {
    return { projectId: auth.projectId, credential: cert(JSON.parse(auth.serviceAccountJson) as ServiceAccount) };
  }
  return { projectId: auth.projectId };
}
