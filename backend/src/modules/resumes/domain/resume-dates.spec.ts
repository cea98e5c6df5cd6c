import { formatDate, formatDateRange } from './resume-dates';

const plain = (s: string) => s.replace(/\u00A0/g, ' ');

describe('resume dates', () => {
  it.each([
    ['2020-01', 'en', 'Jan 2020'],
    ['2020-01-15', 'en', 'Jan 2020'],
    ['2019', 'en', '2019'],
    ['2020-01', 'fr', 'janv. 2020'],
    ['2021-02-03', 'fr', 'févr. 2021'],
    ['2016-08', 'fr', 'août 2016'],
    ['2019', 'fr', '2019'],
  ] as const)('formats %s in %s as %s', (value, language, expected) => {
    expect(plain(formatDate(value, language))).toBe(expected);
  });

  it('keeps free-text dates as written and empty ones empty', () => {
    expect(formatDate('Summer 2019', 'en')).toBe('Summer 2019');
    expect(formatDate('', 'fr')).toBe('');
    expect(formatDate(undefined, 'fr')).toBe('');
  });

  it('reads a start without an end as ongoing', () => {
    expect(plain(formatDateRange('2020-01', undefined, 'fr'))).toBe('janv. 2020 – aujourd’hui');
    expect(plain(formatDateRange('2020-01', '', 'en'))).toBe('Jan 2020 – Present');
  });

  it('joins two dates with an en dash that never starts a line', () => {
    expect(formatDateRange('2017-06', '2021-02', 'en')).toBe('Jun\u00A02017\u00A0– Feb\u00A02021');
    expect(plain(formatDateRange('2019', '2021', 'fr'))).toBe('2019 – 2021');
  });

  it('prints a lone end date or a same-month range once', () => {
    expect(plain(formatDateRange(undefined, '2019-05', 'en'))).toBe('May 2019');
    expect(plain(formatDateRange('2019-05', '2019-05-20', 'en'))).toBe('May 2019');
    expect(formatDateRange(undefined, undefined, 'en')).toBe('');
  });
});
