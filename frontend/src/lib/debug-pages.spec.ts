import { debugPagesEnabled } from './debug-pages';

describe('debugPagesEnabled', () => {
  it('is off unless asked for, and always off in production', () => {
    expect(debugPagesEnabled({})).toBe(false);
    expect(debugPagesEnabled({ ATELIER_DEBUG_PAGES: '1' })).toBe(true);
    expect(debugPagesEnabled({ ATELIER_DEBUG_PAGES: '1', NODE_ENV: 'production' })).toBe(false);
    expect(debugPagesEnabled({ ATELIER_DEBUG_PAGES: 'true' })).toBe(false);
  });
});
