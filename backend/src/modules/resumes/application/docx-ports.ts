import type { ResumeView } from '../domain/resume-view';
import type { PrintOptions } from './rendering-ports';

/** Ports of the Word export; infrastructure/rendering provides the adapters. */

export const RESUME_DOCX_WRITER = Symbol('ResumeDocxWriter');
/** Writes a resume view as a Word document in a template's look: real headings and lists, no text boxes. */
export interface ResumeDocxWriter {
  write(view: ResumeView, options: PrintOptions): Promise<Buffer>;
}

export const DOCX_TEXT_READER = Symbol('DocxTextReader');
/** Reads a Word document's text back, paragraph by paragraph, as an applicant tracking system would. */
export interface DocxTextReader {
  read(docx: Buffer): Promise<string>;
}
