import { Injectable } from '@nestjs/common';
import { BrowserPool } from '../../../../platform/browser/browser-pool';
import type { PrintOptions, ResumePdfRenderer } from '../../application/rendering-ports';
import type { ResumeView } from '../../domain/resume-view';
import { withMetadata } from './pdf-metadata';
import { PAGE_PIXELS, resumeHtml } from './resume-html';

/** The two designed templates printed by the shared warm Chromium. */
@Injectable()
export class ChromiumResumePdfRenderer implements ResumePdfRenderer {
  constructor(private readonly browser: BrowserPool) {}

  async render(view: ResumeView, options: PrintOptions): Promise<{ pdf: Buffer; pageCount: number }> {
    const printed = await this.browser.printPdf(resumeHtml(view, options), { tagged: true });
    return withMetadata(printed, { ...view.meta, language: view.language });
  }

  preview(view: ResumeView, options: PrintOptions): Promise<Buffer> {
    return this.browser.screenshot(resumeHtml(view, { ...options, preview: true }), PAGE_PIXELS[options.pageSize]);
  }
}
