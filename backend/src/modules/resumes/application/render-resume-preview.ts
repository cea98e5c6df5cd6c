import { Inject, Injectable } from '@nestjs/common';
import { defaultPageSize, type PageSize } from '../domain/resume-template';
import { buildResumeView } from '../domain/resume-view';
import type { RenderResumeInput } from './render-resume';
import { RESUME_PDF_RENDERER, type ResumePdfRenderer } from './rendering-ports';

/** The first page as a PNG, for the dashboard and the style picker. */
@Injectable()
export class RenderResumePreview {
  constructor(@Inject(RESUME_PDF_RENDERER) private readonly renderer: ResumePdfRenderer) {}

  execute(input: RenderResumeInput): Promise<Buffer> {
    const view = buildResumeView(input.resume, input.language);
    return this.renderer.preview(view, { template: input.template, pageSize: pageSizeOf(input) });
  }

  /** The preview of the PDF RenderResumePdf just printed (and checked) for `input`: Chromium prints once. */
  ofPdf(input: RenderResumeInput, pdf: Buffer): Promise<Buffer> {
    return this.renderer.rasterize(pdf, pageSizeOf(input));
  }
}

function pageSizeOf(input: RenderResumeInput): PageSize {
  return input.pageSize ?? defaultPageSize(input.language);
}
