import { z } from 'zod';
import { isCountryCode } from './countries';
import type { ProfileFields } from './user-profile';

export const MAX_NAME_LENGTH = 100;
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
  .refine((v) => v.length <= MAX_NAME_LENGTH && !NAME_FORBIDDEN.test(v))
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
      birthday: z.preprocess(blankToNull, z.string().refine((v) => isPlausibleBirthday(v, today())).nullable().optional()),
      phoneNumber: z.preprocess(
        blankToNull,
        z.string().max(40).transform((v, ctx) => normalizePhoneNumber(v) ?? (ctx.addIssue({ code: 'custom', message: 'phone' }), z.NEVER)).nullable().optional(),
      ),
      email: z.preprocess(blankToNull, z.string().trim().max(254).pipe(z.email()).nullable().optional()),
      country: z.preprocess(blankToNull, z.string().trim().transform((v) => v.toUpperCase()).refine(isCountryCode).nullable().optional()),
    })
    .strict() satisfies z.ZodType<Partial<ProfileFields>>;
}

export type ProfileChanges = z.infer<ReturnType<typeof profileChangesSchema>>;
