/**
 * Errors of the resumes domain. Each has a stable code; the HTTP layer maps the code to a status
 * and a localised message (i18n key `errors.<code>`), the CLI to a localised line on stderr.
 */
export type ResumeErrorCode =
  | 'UNSUPPORTED_FILE_TYPE'
  | 'FILE_TOO_LARGE'
  | 'EMPTY_FILE'
  | 'RESUME_NOT_FOUND'
  | 'RESUME_NOT_READY'
  | 'TEXT_EXTRACTION_FAILED'
  | 'NO_TEXT_FOUND'
  | 'RENDERING_FAILED'
  | 'NO_FILE'
  | 'ENCRYPTED_PDF'
  | 'CORRUPT_FILE'
  | 'UNSAFE_DOCUMENT'
  | 'PARSE_TIMEOUT'
  | 'INVALID_JSON_RESUME';

export class ResumeError extends Error {
  constructor(readonly code: ResumeErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
