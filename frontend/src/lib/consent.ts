/**
 * The visitor's answer to the analytics consent banner, kept in a cookie for 365 days (the
 * CNIL's guidance is to ask again after at most 13 months; 12 keeps us inside it). Until the
 * answer is "granted", no analytics code is loaded at all: refusing must be as easy as accepting
 * and must not degrade the site.
 */
export const CONSENT_COOKIE = 'analytics_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function consentOf(value: string | undefined): ConsentChoice | undefined {
  return CONSENT_CHOICES.find((choice) => choice === value);
}

/** Where to send the visitor back after answering: a path on this site only (no open redirect). */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}
