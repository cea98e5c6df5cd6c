import type { Auth } from 'firebase-admin/auth';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../platform/config/app-config';
import { repoRoot } from '../platform/config/repo-root';
import { startAuthEmulator } from '../platform/embedded/auth-emulator.launcher';
import { isPortFree } from '../platform/embedded/ports';

const note = (line: string) => process.stderr.write(`[atelier] ${line}\n`);

/**
 * Runs an operator command against the app's Firebase Auth, the way the app finds it: real
 * Firebase when configured (FIREBASE_PROJECT_ID, FIREBASE_API_KEY and credentials, in the
 * environment or .env), else the configured emulator, else the embedded one: reused when the app
 * runs, started on .data/ for the command (its users saved on stop) otherwise.
 */
export async function withAppAuth<T>(work: (auth: Auth) => Promise<T>): Promise<T> {
  const envFile = join(repoRoot(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const { initializeApp, cert } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const auth = config.auth;
  if (auth.mode === 'firebase') {
    const credential = auth.serviceAccountJson ? cert(JSON.parse(auth.serviceAccountJson)) : undefined;
    return work(getAuth(initializeApp({ projectId: auth.projectId, credential }, 'atelier-cli')));
  }
  let stop: (() => Promise<void>) | undefined;
  if (auth.mode === 'external-emulator') {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.emulatorHost;
  } else if (!(await isPortFree(auth.emulatorPort))) {
    // The running app's emulator.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth.emulatorPort}`;
  } else {
    const emulator = await startAuthEmulator(config.dataDir, auth.emulatorPort, auth.projectId, true, note);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    stop = emulator.stop;
  }
  try {
    return await work(getAuth(initializeApp({ projectId: auth.projectId }, 'atelier-cli')));
  } finally {
    await stop?.();
  }
}
