import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: social sign-in providers', () => {
  it('offers none unless AUTH_PROVIDERS names them', () => {
    expect(loadConfig({}).authProviders).toEqual([]);
    expect(loadConfig({ AUTH_PROVIDERS: '' }).authProviders).toEqual([]);
  });

  it('reads a comma-separated list, ignoring case, spaces and repeats', () => {
    expect(loadConfig({ AUTH_PROVIDERS: 'Google, github,google' }).authProviders).toEqual(['google', 'github']);
  });

  it('refuses a provider the screens do not support', () => {
    expect(() => loadConfig({ AUTH_PROVIDERS: 'google,myspace' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_PROVIDERS: 'google,myspace' })).toThrow(/myspace/);
  });
});
