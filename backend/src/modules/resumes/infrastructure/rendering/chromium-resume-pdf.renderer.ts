import { Injectable } from '@nestjs/common';
import { BrowserPool } from '../../../../platform/browser/browser-pool';
import type { LetterText, PrintOptions, ResumePdfRenderer } from '../../application/rendering-ports';
import type { PageSize } from '../../domain/resume-template';
import type { ResumeView } from '../../domain/resume-view';
import { withMetadata } from './pdf-metadata';
import { firstPagePng } from './poppler';
import { letterHtml, PAGE_PIXELS, resumeHtml } from './resume-html';

/** The two designed templates printed by the shared warm Chromium. */
@Injectable()
export class ChromiumResumePdfRenderer implements ResumePdfRenderer {
  constructor(private readonly browser: BrowserPool) {}

  async render(view: ResumeView, options: PrintOptions): Promise<{ pdf: Buffer; pageCount: number }> {
    const printed = await this.browser.printPdf(resumeHtml(view, options), { tagged: true });
    return withMetadata(printed, { ...view.meta, language: view.language });
  }

  async renderLetter(view: ResumeView, letter: LetterText, options: PrintOptions): Promise<{ pdf: Buffer; pageCount: number }> {
    const printed = await this.browser.printPdf(letterHtml(view, letter, options), { tagged: true });
    const subject = view.language === 'fr' ? 'Lettre de motivation' : 'Cover letter';
    return withMetadata(printed, { ...view.meta, title: `${subject} — ${view.name}`, subject, language: view.language });
  }

  /**
   * The first page of the printed PDF, rasterised by poppler: exactly what the PDF shows, and no
   * screenshot of a background page (headless Chromium may hold frames back from a page that is
   * not in front, which stalled previews when two renders ran at once).
   */
  async preview(view: ResumeView, options: PrintOptions): Promise<Buffer> {
    return this.rasterize(await this.browser.printPdf(resumeHtml(view, options)), options.pageSize);
  }

  rasterize(pdf: Buffer, pageSize: PageSize): Promise<Buffer> {
    return firstPagePng(pdf, PAGE_PIXELS[pageSize]);
  }
}
