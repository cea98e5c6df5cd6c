import type { PageSize, ResumeTemplate } from '../domain/resume-template';
import type { ResumeView } from '../domain/resume-view';

/** Ports of rendering; infrastructure/rendering provides the adapters. */

export interface PrintOptions {
  template: ResumeTemplate;
  pageSize: PageSize;
}

/** A letter's text, already written (the enhancement module writes cover letters). */
export interface LetterText {
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

export const RESUME_PDF_RENDERER = Symbol('ResumePdfRenderer');
/** Prints a resume view with a template; sets the PDF's metadata from `view.meta`. */
export interface ResumePdfRenderer {
  render(view: ResumeView, options: PrintOptions): Promise<{ pdf: Buffer; pageCount: number }>;
  /** A letter under the resume's masthead, in the template's style. */
  renderLetter(view: ResumeView, letter: LetterText, options: PrintOptions): Promise<{ pdf: Buffer; pageCount: number }>;
  /** The first page as a PNG, as it prints. */
  preview(view: ResumeView, options: PrintOptions): Promise<Buffer>;
  /** The first page of a PDF already printed, as a PNG: no second print. */
  rasterize(pdf: Buffer, pageSize: PageSize): Promise<Buffer>;
}

export const PDF_TEXT_READER = Symbol('PdfTextReader');
/** Reads a PDF's text layer back in reading order, as an applicant tracking system would. */
export interface PdfTextReader {
  read(pdf: Buffer): Promise<string>;
}

export const RESUME_HTML_RENDERER = Symbol('ResumeHtmlRenderer');
/** The page a template prints, as HTML (the editor's live preview: what you see is what prints). */
export interface ResumeHtmlRenderer {
  html(view: ResumeView, options: PrintOptions): string;
}
