import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: credits', () => {
  it('defaults to 3 welcome credits, 1 per SuperMatch, 30 a month on Plus', () => {
    expect(loadConfig({}).credits).toEqual({ welcomeGrant: 3, supermatchCost: 1, plusMonthlyCredits: 30 });
  });

  it('reads the three settings', () => {
    expect(loadConfig({ CREDITS_WELCOME_GRANT: '0', SUPERMATCH_COST: '2', PLUS_MONTHLY_CREDITS: '100' }).credits).toEqual({
      welcomeGrant: 0,
      supermatchCost: 2,
      plusMonthlyCredits: 100,
    });
  });

  it.each([
    [{ SUPERMATCH_COST: '0' }, /at least 1/],
    [{ CREDITS_WELCOME_GRANT: 'three' }, /whole number/],
    [{ PLUS_MONTHLY_CREDITS: '-5' }, /whole number/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
