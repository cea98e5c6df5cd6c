import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('defaults to every embedded service on fixed local ports', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ role: 'all', port: 3000, production: false, database: { url: undefined, embeddedPort: 54329 } });
    expect(config.auth).toEqual({ mode: 'embedded-emulator', projectId: 'demo-atelier', emulatorPort: 9099, apiKey: 'demo-api-key' });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('uses configured services and real Firebase when given', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_ROLE: 'web',
      DATABASE_URL: 'postgresql://db/x',
      REDIS_URL: 'redis://r',
      FIREBASE_PROJECT_ID: 'acme',
      FIREBASE_API_KEY: 'k',
    });
    expect(config).toMatchObject({ port: 8080, role: 'web', database: { url: 'postgresql://db/x' }, redis: { url: 'redis://r' } });
    expect(config.auth).toMatchObject({ mode: 'firebase', projectId: 'acme', authDomain: 'acme.firebaseapp.com' });
  });

  it('never lets an emulator project touch a real one', () => {
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'acme' }).auth).toMatchObject({
      mode: 'external-emulator',
      projectId: 'demo-atelier',
    });
  });

  it.each([
    [
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgresql://db/x',
        REDIS_URL: 'redis://r',
        FIREBASE_PROJECT_ID: 'acme',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      /forged tokens/,
    ],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/x', REDIS_URL: 'redis://r' }, /real Firebase project/],
    [{ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', FIREBASE_API_KEY: 'k' }, /DATABASE_URL and REDIS_URL/],
    [{ APP_ROLE: 'everything' }, /APP_ROLE/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
  ])('refuses unsafe or malformed settings %#', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });
});
