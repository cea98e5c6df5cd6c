import { z } from 'zod';

/**
 * Every stable error `code` the API answers with, and its HTTP status. The browser switches on
 * the code (never on the message, which is already translated); anything unknown is a 500.
 */
export const ERROR_STATUS = {
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TOO_LARGE: 413,
  EMPTY_FILE: 400,
  NO_FILE: 400,
  RESUME_NOT_FOUND: 404,
  RESUME_NOT_READY: 409,
  TEXT_EXTRACTION_FAILED: 422,
  NO_TEXT_FOUND: 422,
  RENDERING_FAILED: 500,
  ENCRYPTED_PDF: 422,
  CORRUPT_FILE: 422,
  UNSAFE_DOCUMENT: 422,
  DOCUMENT_TOO_LARGE_TO_OPEN: 422,
  JSON_RESUME_TOO_DEEP: 422,
  PARSE_TIMEOUT: 422,
  INVALID_JSON_RESUME: 422,
  RENDER_CHECK_FAILED: 500,
  RENDER_INPUT_UNREADABLE: 422,
  RENDER_INPUT_NOT_JSON: 422,
  RENDER_INPUT_INVALID: 422,
  INVALID_URL: 400,
  URL_NOT_ALLOWED: 422,
  JOB_FETCH_FAILED: 422,
  NO_JOB_FOUND: 422,
  JOB_DESCRIPTION_REQUIRED: 400,
  INPUT_NOT_FOUND: 400,
  INVALID_ANSWERS: 400,
  // The guided flow: a step entered before its prerequisite (onboarding-flow).
  RESUME_REQUIRED: 409,
  TEMPLATE_REQUIRED: 409,
  UNKNOWN_CHANGE: 400,
  AUTH_REQUIRED: 401,
  AUTH_INVALID: 401,
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
  INVALID_REQUEST: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 413,
  TOO_MANY_FILES: 400,
  UNEXPECTED_FILE_FIELD: 400,
  INVALID_MULTIPART: 400,
  RATE_LIMITED: 429,
  PROFILE_REQUIRES_ACCOUNT: 403,
  REAUTH_REQUIRED: 401,
  ACCOUNT_DELETION_FAILED: 500,
  JOB_NOT_FOUND: 404,
  PIPELINE_STAGE_OUT_OF_ORDER: 500,
  INSUFFICIENT_CREDITS: 402,
  INVALID_CREDIT_AMOUNT: 400,
  INVALID_CREDIT_REFERENCE: 400,
  // Resume library (dashboard): rename, base resume, delete, download, share.
  LIBRARY_ITEM_NOT_FOUND: 404,
  BASE_RESUME_CANNOT_BE_DELETED: 409,
  RESUME_CANNOT_BE_BASE: 409,
  INVALID_RESUME_NAME: 400,
  DOWNLOAD_NOT_FOUND: 404,
  SHARE_NOT_FOUND: 404,
  LIBRARY_ACTION_FAILED: 500,
  PROCESSING_INTERRUPTED: 409,
  SUPERMATCH_NOT_FOUND: 404,
  JOB_INPUT_REQUIRED: 400,
  SUPERMATCH_NOT_AWAITING_CONFIRMATION: 409,
  INVALID_IDEMPOTENCY_KEY: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  SUPERMATCH_PROCESSING_ERROR: 500,
  CONTACT_RATE_LIMITED: 429,
  LINKEDIN_IMPORT_FAILED: 422,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** Every error answer: `{ error: { code, message, fields? } }`, the message in the request's language. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string().meta({ description: 'One of the stable error codes' }),
    message: z.string().meta({ description: 'In the language of Accept-Language or the locale cookie' }),
    fields: z.array(z.string()).optional().meta({ description: 'INVALID_REQUEST: the fields at fault' }),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
