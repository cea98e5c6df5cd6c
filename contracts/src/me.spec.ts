import { isPlausibleBirthday, normalizePhoneNumber, parseIsoDate, profileChangesSchema } from './me';

const today = new Date('2026-11-22T10:00:00Z');
const schema = profileChangesSchema(() => today);
const parse = (body: unknown) => schema.safeParse(body);
const failedFields = (body: unknown) => {
  const result = parse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('profile validation', () => {
  it('accepts a full, valid profile and normalises it', () => {
    const result = parse({
      firstName: '  Gaëlle  ',
      lastName: "O'Neil  Dupont",
      birthday: '1990-02-28',
      phoneNumber: '+33 6 12-34.56 78',
      email: ' gaelle@example.fr ',
      country: 'fr',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      firstName: 'Gaëlle',
      lastName: "O'Neil Dupont",
      birthday: '1990-02-28',
      phoneNumber: '+33612345678',
      email: 'gaelle@example.fr',
      country: 'FR',
    });
  });

  it('takes any subset, and null or "" clears a field', () => {
    expect(parse({ country: 'CA' }).data).toEqual({ country: 'CA' });
    expect(parse({ firstName: '', birthday: '', phoneNumber: null, country: '  ' }).data).toEqual({
      firstName: null,
      birthday: null,
      phoneNumber: null,
      country: null,
    });
  });

  it('refuses unknown fields rather than silently ignoring them', () => {
    expect(failedFields({ firstname: 'typo' })).toEqual(['']);
  });

  it('bounds names and refuses markup or control characters', () => {
    expect(parse({ firstName: 'a'.repeat(100) }).success).toBe(true);
    expect(failedFields({ firstName: 'a'.repeat(101) })).toEqual(['firstName']);
    expect(failedFields({ lastName: '<script>' })).toEqual(['lastName']);
    expect(failedFields({ lastName: 'Bob\u0000' })).toEqual(['lastName']);
    expect(failedFields({ firstName: 42 })).toEqual(['firstName']);
  });

  it('birthday: a real calendar day in the past, after 1900', () => {
    expect(failedFields({ birthday: '1990-02-30' })).toEqual(['birthday']);
    expect(failedFields({ birthday: '2023-13-01' })).toEqual(['birthday']);
    expect(failedFields({ birthday: '21/04/1990' })).toEqual(['birthday']);
    expect(failedFields({ birthday: '1990-04-21T00:00:00Z' })).toEqual(['birthday']);
    expect(failedFields({ birthday: '2027-01-01' })).toEqual(['birthday']);
    expect(failedFields({ birthday: '1899-12-31' })).toEqual(['birthday']);
    expect(parse({ birthday: '2000-02-29' }).success).toBe(true);
  });

  it('phone: international form only, 8 to 15 digits', () => {
    expect(failedFields({ phoneNumber: '06 12 34 56 78' })).toEqual(['phoneNumber']);
    expect(failedFields({ phoneNumber: '+33 6 12 34 56 78 90 12 34' })).toEqual(['phoneNumber']);
    expect(failedFields({ phoneNumber: '+1 555 CALL NOW' })).toEqual(['phoneNumber']);
    expect(failedFields({ phoneNumber: '+0 123 456 789' })).toEqual(['phoneNumber']);
    expect(parse({ phoneNumber: '+1 (514) 555-0199' }).data).toEqual({ phoneNumber: '+15145550199' });
  });

  it('country: an ISO 3166-1 alpha-2 code', () => {
    expect(failedFields({ country: 'FRA' })).toEqual(['country']);
    expect(failedFields({ country: 'ZZ' })).toEqual(['country']);
    expect(failedFields({ country: 'EU' })).toEqual(['country']);
    expect(parse({ country: 'be' }).data).toEqual({ country: 'BE' });
  });

  it('email: a valid address, at most 254 characters', () => {
    expect(failedFields({ email: 'not-an-email' })).toEqual(['email']);
    expect(failedFields({ email: `${'a'.repeat(250)}@x.fr` })).toEqual(['email']);
  });
});

describe('date helpers', () => {
  it('parseIsoDate reads only real YYYY-MM-DD days', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-2-1')).toBeNull();
  });

  it('isPlausibleBirthday allows today in any time zone, not later', () => {
    expect(isPlausibleBirthday('2026-11-22', today)).toBe(true);
    expect(isPlausibleBirthday('2026-11-23', today)).toBe(false);
  });

  it('normalizePhoneNumber accepts 00 as the international prefix', () => {
    expect(normalizePhoneNumber('0044 20 7946 0958')).toBe('+442079460958');
  });
});
