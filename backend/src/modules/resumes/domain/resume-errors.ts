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
  | 'DOCUMENT_TOO_LARGE_TO_OPEN'
  | 'JSON_RESUME_TOO_DEEP'
  | 'PARSE_TIMEOUT'
  | 'INVALID_JSON_RESUME'
  // The library (dashboard): rename, base resume, delete, download, share.
  | 'LIBRARY_ITEM_NOT_FOUND'
  | 'BASE_RESUME_CANNOT_BE_DELETED'
  | 'RESUME_CANNOT_BE_BASE'
  | 'INVALID_RESUME_NAME'
  | 'DOWNLOAD_NOT_FOUND'
  | 'SHARE_NOT_FOUND'
  | 'LIBRARY_ACTION_FAILED'
  // A resume deleted while it was still being processed, then restored from the bin.
  | 'PROCESSING_INTERRUPTED'
  // LinkedIn import: neither a data export ZIP nor a profile PDF.
  | 'LINKEDIN_IMPORT_FAILED';

export class ResumeError extends Error {
  constructor(
    readonly code: ResumeErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
