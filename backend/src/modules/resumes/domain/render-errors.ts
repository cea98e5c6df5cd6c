/**
 * Errors of rendering, with stable codes mapped to localised messages like ResumeError:
 * RENDER_CHECK_FAILED when the PDF's text does not read back as what we printed (we never hand
 * such a file out); RENDER_INPUT_UNREADABLE / _NOT_JSON / _INVALID for a resume file we cannot read.
 */
export type RenderErrorCode = 'RENDER_CHECK_FAILED' | 'RENDER_INPUT_UNREADABLE' | 'RENDER_INPUT_NOT_JSON' | 'RENDER_INPUT_INVALID';

export class RenderError extends Error {
  constructor(
    readonly code: RenderErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
