import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { generateKeyPairSync } from 'node:crypto';
import type { AuthConfig } from '../config/app-config';
import { firebaseAppOptions } from './firebase-admin.provider';

const realFirebase = (serviceAccountJson?: string): AuthConfig => ({
  mode: 'firebase',
  projectId: 'atelier-prod',
  apiKey: 'key',
  authDomain: 'atelier-prod.firebaseapp.com',
  serviceAccountJson,
});

describe('firebaseAppOptions', () => {
  it('leaves the credential out with no key, so application default credentials apply', async () => {
    const options = firebaseAppOptions(realFirebase(), cert);
    expect(options).toEqual({ projectId: 'atelier-prod' });
    expect('credential' in options).toBe(false);
    // firebase-admin itself accepts these options (it refused `credential: undefined` at start).
    const app = initializeApp(options, 'options-spec-adc');
    await deleteApp(app);
    expect(() => initializeApp({ projectId: 'atelier-prod', credential: undefined }, 'options-spec-undefined')).toThrow(/credential/i);
  });

  it('uses the service-account key when one is given', () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = JSON.stringify({
      project_id: 'atelier-prod',
      client_email: 'sa@atelier-prod.iam.gserviceaccount.com',
      private_key: privateKey,
    });
    const options = firebaseAppOptions(realFirebase(key), cert);
    expect(options.projectId).toBe('atelier-prod');
    expect(typeof options.credential?.getAccessToken).toBe('function');
  });

  it('gives emulator modes only the project id', () => {
    expect(
      firebaseAppOptions(
        { mode: 'external-emulator', projectId: 'demo-atelier', emulatorHost: '127.0.0.1:9099', apiKey: 'demo-api-key' },
        cert,
      ),
    ).toEqual({ projectId: 'demo-atelier' });
  });
});
