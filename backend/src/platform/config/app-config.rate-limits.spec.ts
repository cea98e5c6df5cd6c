import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: rate limits', () => {
  it('has defaults sized for real users', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      uploads: { limit: 20, ttlSeconds: 600, perIp: 60 },
      supermatch: { limit: 10, ttlSeconds: 60, perIp: 30 },
      account: { limit: 10, ttlSeconds: 60, perIp: 30 },
      authConfig: { limit: 120, ttlSeconds: 60, perIp: 120 },
      jobPostings: { limit: 30, ttlSeconds: 600, perIp: 90 },
      enhancement: { limit: 20, ttlSeconds: 600, perIp: 60 },
      renders: { limit: 300, ttlSeconds: 600, perIp: 900 },
      shareViews: { limit: 120, ttlSeconds: 600, perIp: 120 },
      guests: { limit: 30, ttlSeconds: 3600, perIp: 30 },
    });
  });

  it('reads RATE_LIMIT_* as requests/seconds', () => {
    const config = loadConfig({ RATE_LIMIT_UPLOADS: '5/60', RATE_LIMIT_SUPERMATCH: ' 3 / 30 ' });
    expect(config.rateLimits.uploads).toEqual({ limit: 5, ttlSeconds: 60, perIp: 15 });
    expect(config.rateLimits.supermatch).toEqual({ limit: 3, ttlSeconds: 30, perIp: 9 });
    expect(loadConfig({ RATE_LIMIT_ENHANCEMENT: '4/60/7' }).rateLimits.enhancement).toEqual({ limit: 4, ttlSeconds: 60, perIp: 7 });
  });

  it.each(['20', '0/60', '20/0', 'ten/60', '20/600s', '-1/60', '20/60/0', '20/60/'])('refuses RATE_LIMIT_ACCOUNT=%s', (raw) => {
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT: raw })).toThrow(
      /RATE_LIMIT_ACCOUNT must be <requests>\/<seconds>\[\/<requests per IP>\]/,
    );
  });
});
