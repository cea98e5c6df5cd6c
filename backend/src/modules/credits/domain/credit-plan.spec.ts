import { isPlan, plusMonthReference } from './credit-plan';

describe('plans', () => {
  it('names the monthly Plus grant after the UTC month', () => {
    expect(plusMonthReference(new Date('2026-11-01T00:00:00Z'))).toBe('plus:2026-11');
    // 23:30 on 31 December in New York is already January in UTC: the reference follows UTC.
    expect(plusMonthReference(new Date('2026-12-31T23:30:00-05:00'))).toBe('plus:2027-01');
  });

  it('knows its plans', () => {
    expect(isPlan('plus')).toBe(true);
    expect(isPlan('free')).toBe(true);
    expect(isPlan('gold')).toBe(false);
  });
});
