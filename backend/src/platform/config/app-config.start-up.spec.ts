import { ConfigError, loadConfig } from './app-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/atelier',
  REDIS_URL: 'redis://cache:6379',
  FIREBASE_PROJECT_ID: 'atelier-prod',
  FIREBASE_API_KEY: 'key',
};

describe('loadConfig: start-up rules', () => {
  it.each(['Production', 'prod', 'PRODUCTION', 'staging', 'dev'])('refuses NODE_ENV=%s with a clear message', (value) => {
    expect(() => loadConfig({ NODE_ENV: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: value })).toThrow(`NODE_ENV must be production, development or test (lower case), got "${value}".`);
  });

  it.each(['development', 'test', '', undefined])('runs NODE_ENV=%s as development', (value) => {
    expect(loadConfig({ NODE_ENV: value }).production).toBe(false);
  });

  it('binds development and test to loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('binds production to every interface (containers) unless HOST says otherwise', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, host: '0.0.0.0' });
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.4' }).host).toBe('10.0.0.4');
  });

  it('accepts real Firebase in production without a service-account key (default credentials)', () => {
    expect(loadConfig(PRODUCTION).auth).toMatchObject({ mode: 'firebase', projectId: 'atelier-prod', serviceAccountJson: undefined });
  });
});
