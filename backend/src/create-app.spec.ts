import { logLevels } from './create-app';

describe('logLevels', () => {
  it('includes the chosen level and every more severe one; warn by default', () => {
    expect(logLevels()).toEqual(['fatal', 'error', 'warn']);
    expect(logLevels('debug')).toEqual(['fatal', 'error', 'warn', 'log', 'debug']);
    expect(logLevels('nonsense')).toEqual(['fatal', 'error', 'warn']);
  });
});
