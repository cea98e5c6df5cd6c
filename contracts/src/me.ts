import { z } from 'zod';
import { MAX_PERSON_NAME_LENGTH } from './constants.js';
import { isCountryCode } from './countries.js';
import { defineRoutes } from './route.js';
import { PATHS } from './paths.js';

const OLDEST_BIRTHDAY = '1900-01-01';

/** A real calendar day written YYYY-MM-DD (no 2023-02-30), or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : null;
}

/** A birthday is a real day from 1900 on, and not after today (the UTC day). */
export function isPlausibleBirthday(value: string, today: Date): boolean {
  const date = parseIsoDate(value);
  if (!date || value < OLDEST_BIRTHDAY) return false;
  const tomorrowUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
  return date.getTime() < tomorrowUtc;
}

/**
 * A phone number in international form: "+" (or "00") then the country code and number, 8 to 15
 * digits in all (E.164 allows at most 15), separators people type (spaces, dots, dashes,
 * parentheses) allowed. Returns the canonical "+<digits>" or null. National forms ("06 12 34 56
 * 78") are refused: without the country code the number is ambiguous.
 */
export function normalizePhoneNumber(value: string): string | null {
  const compact = value.trim().replace(/[\s.\-()\u00a0]/g, '');
  const match = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  return match ? `+${match[1]}` : null;
}

/** Control characters and angle brackets have no place in a name and only help injection tricks. */
// eslint-disable-next-line no-control-regex -- control characters are what this forbids
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f<>]/;

/** A name: trimmed, inner runs of spaces collapsed, at most 100 characters; empty clears it. */
const name = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length <= MAX_PERSON_NAME_LENGTH && !NAME_FORBIDDEN.test(v))
  .transform((v) => v || null);

/** Empty strings (a cleared form field) mean "clear", like null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The body of PATCH /api/me/profile: any subset of the fields; null or "" clears one; unknown
 * keys are refused (a typo must not silently save nothing). `today` decides what "in the past"
 * means, read at each validation.
 */
export function profileChangesSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      firstName: name.nullable().optional(),
      lastName: name.nullable().optional(),
      birthday: z.preprocess(
        blankToNull,
        z
          .string()
          .refine((v) => isPlausibleBirthday(v, today()))
          .nullable()
          .optional(),
      ),
      phoneNumber: z.preprocess(
        blankToNull,
        z
          .string()
          .max(40)
          .transform((v, ctx) => normalizePhoneNumber(v) ?? (ctx.addIssue({ code: 'custom', message: 'phone' }), z.NEVER))
          .nullable()
          .optional(),
      ),
      email: z.preprocess(blankToNull, z.string().trim().max(254).pipe(z.email()).nullable().optional()),
      country: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .transform((v) => v.toUpperCase())
          .refine(isCountryCode)
          .nullable()
          .optional(),
      ),
    })
    .strict()
    .meta({ description: 'Any subset of the fields; null or "" clears one; unknown fields are refused.' });
}

export type ProfileChanges = z.infer<ReturnType<typeof profileChangesSchema>>;

/** What a user tells us about themselves (spec: first name, last name, birth day, phone, e-mail, country). */
export const Profile = z.object({
  firstName: z.string().max(MAX_PERSON_NAME_LENGTH).nullable(),
  lastName: z.string().max(MAX_PERSON_NAME_LENGTH).nullable(),
  birthday: z.string().nullable().meta({ format: 'date', description: 'A past calendar day, after 1900', example: '1990-04-21' }),
  phoneNumber: z.string().nullable().meta({ description: 'International form, saved as + and digits', example: '+33612345678' }),
  email: z.string().nullable().meta({ description: 'Contact e-mail; may differ from the sign-in e-mail' }),
  country: z.string().length(2).nullable().meta({ description: 'ISO 3166-1 alpha-2, upper case', example: 'FR' }),
});
export type Profile = z.infer<typeof Profile>;

/** GET /api/me: who is signed in (a guest or a registered user) and their profile. */
export const Me = z.object({
  uid: z.string(),
  isAnonymous: z.boolean().meta({ description: 'A guest: can use the product, cannot save a profile' }),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  profile: Profile,
});
export type Me = z.infer<typeof Me>;

export const ProfileSaved = z.object({ profile: Profile });
export type ProfileSaved = z.infer<typeof ProfileSaved>;

export const meRoutes = defineRoutes({
  getMe: {
    method: 'GET',
    path: PATHS.me,
    tag: 'identity',
    summary: 'The signed-in user (guest or registered) and their profile',
    auth: true,
    status: 200,
    response: Me,
  },
  saveProfile: {
    method: 'PATCH',
    path: PATHS.profile,
    tag: 'identity',
    summary: 'Save profile changes (registered users only)',
    auth: true,
    status: 200,
    body: profileChangesSchema(),
    response: ProfileSaved,
    errors: ['INVALID_REQUEST', 'PROFILE_REQUIRES_ACCOUNT'],
  },
  deleteAccount: {
    method: 'DELETE',
    path: PATHS.me,
    tag: 'identity',
    auth: true,
    status: 204,
    response: null,
    summary: 'Delete the account and all its data; needs a sign-in within the last 5 minutes (REAUTH_REQUIRED otherwise)',
    errors: ['REAUTH_REQUIRED', 'ACCOUNT_DELETION_FAILED'],
  },
});
