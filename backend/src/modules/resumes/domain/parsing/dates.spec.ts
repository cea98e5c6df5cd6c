import { findDateRange, isDateOnly, toIsoDate } from './dates';

describe('dates (English and French)', () => {
  it.each([
    ['Jan 2020 - Present', { start: '2020-01', end: undefined, ongoing: true }],
    ["janv. 2020 - aujourd'hui", { start: '2020-01', end: undefined, ongoing: true }],
    ['janv. 2020 – aujourd’hui', { start: '2020-01', end: undefined, ongoing: true }],
    ['2019 - présent', { start: '2019', end: undefined, ongoing: true }],
    ['09/2018 - 06/2020', { start: '2018-09', end: '2020-06', ongoing: false }],
    ['03.2024 - 12.2025', { start: '2024-03', end: '2025-12', ongoing: false }],
    ['September 2016 to May 2019', { start: '2016-09', end: '2019-05', ongoing: false }],
    ['de février 2015 à décembre 2017', { start: '2015-02', end: '2017-12', ongoing: false }],
    ['Août 2021 — Actuellement', { start: '2021-08', end: undefined, ongoing: true }],
  ])('reads "%s"', (text, expected) => {
    expect(findDateRange(`Engineer, Acme   ${text}`)).toMatchObject(expected);
  });

  it('takes no date word from the end of a name before the dates', () => {
    expect(findDateRange('Développeur — La Netscouade 10/2012 – 10/2013')?.matched).toBe('10/2012 – 10/2013');
  });

  it('does not take phone numbers, counts or postcodes for years', () => {
    expect(findDateRange('+33 6 12 34 56 78')).toBeNull();
    expect(findDateRange('75011 Paris')).toBeNull();
    expect(findDateRange('Served 12000 customers')).toBeNull();
  });

  it('converts single dates and tells date-only cells apart', () => {
    expect(toIsoDate('déc. 2019')).toBe('2019-12');
    expect(toIsoDate('2018/7')).toBe('2018-07');
    expect(isDateOnly('June 2023 – present')).toBe(true);
    expect(isDateOnly('Senior Engineer at Acme, 2019 – 2021')).toBe(false);
  });
});
