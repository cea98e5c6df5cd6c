/** Limits and choices both sides must agree on, stated once. Imports nothing (no schema code). */

/** The languages of the product, its messages and its resumes. */
export const LOCALES = ['en', 'fr'] as const;
export const DEFAULT_LOCALE: (typeof LOCALES)[number] = 'en';

/** The looks a user can pick for a generated PDF; the first is the default (ATS Optimized). */
export const RESUME_TEMPLATES = ['ats', 'modern'] as const;
export const DEFAULT_RESUME_TEMPLATE: (typeof RESUME_TEMPLATES)[number] = 'ats';

/** Paper sizes a PDF is printed on. */
export const PAGE_SIZES = ['a4', 'letter'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The longest name a resume (or a SuperMatch) may have: the dashboard shows it on one line. */
export const MAX_RESUME_NAME_LENGTH = 120;

/** The largest resume file accepted (10 MB), refused while it streams in. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

/** The document formats accepted for a resume, recognised by their bytes. */
export const RESUME_FILE_TYPES = ['pdf', 'docx', 'doc', 'json'] as const;
export type ResumeFileType = (typeof RESUME_FILE_TYPES)[number];

/** Longest search text of the resume list. */
export const MAX_SEARCH_LENGTH = 200;

/** Longest job link and pasted job description a SuperMatch or a job reading takes. */
export const MAX_JOB_URL_LENGTH = 2048;
export const MAX_JOB_DESCRIPTION_LENGTH = 50_000;

/** Profile: longest first or last name. */
export const MAX_PERSON_NAME_LENGTH = 100;

/** The onboarding flow runs steps 0 to 16 in order (intro ... final). */
export const ONBOARDING_FIRST_STEP = 0;
export const ONBOARDING_LAST_STEP = 16;

export const isResumeTemplate = (value: unknown): value is (typeof RESUME_TEMPLATES)[number] =>
  RESUME_TEMPLATES.includes(value as (typeof RESUME_TEMPLATES)[number]);
export const isPageSize = (value: unknown): value is PageSize => PAGE_SIZES.includes(value as PageSize);

/** Social sign-in providers the server may offer (AUTH_PROVIDERS); the browser shows a button for each one configured. */
export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The header that makes a SuperMatch request safe to repeat: same key, same user -> same SuperMatch, one charge. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

/**
 * SuperMatch credits the Plus plan grants each month unless PLUS_MONTHLY_CREDITS says otherwise:
 * the server grants them, the pricing page shows them (both read the same setting).
 */
export const DEFAULT_PLUS_MONTHLY_CREDITS = 30;

/** Contact Us: the longest name, e-mail address and message accepted. */
export const MAX_CONTACT_NAME_LENGTH = 120;
export const MAX_CONTACT_EMAIL_LENGTH = 254;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
