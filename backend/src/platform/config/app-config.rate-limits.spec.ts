import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: rate limits', () => {
  it('has defaults sized for real users', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      uploads: { limit: 20, ttlSeconds: 600 },
      supermatch: { limit: 10, ttlSeconds: 60 },
      account: { limit: 10, ttlSeconds: 60 },
      authConfig: { limit: 120, ttlSeconds: 60 },
    });
  });

  it('reads RATE_LIMIT_* as requests/seconds', () => {
    const config = loadConfig({ RATE_LIMIT_UPLOADS: '5/60', RATE_LIMIT_SUPERMATCH: ' 3 / 30 ' });
    expect(config.rateLimits.uploads).toEqual({ limit: 5, ttlSeconds: 60 });
    expect(config.rateLimits.supermatch).toEqual({ limit: 3, ttlSeconds: 30 });
  });

  it.each(['20', '0/60', '20/0', 'ten/60', '20/600s', '-1/60'])('refuses RATE_LIMIT_ACCOUNT=%s', (raw) => {
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT: raw })).toThrow(/RATE_LIMIT_ACCOUNT must be <requests>\/<seconds>/);
  });
});
