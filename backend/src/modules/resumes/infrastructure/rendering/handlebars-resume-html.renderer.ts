import { Injectable } from '@nestjs/common';
import type { PrintOptions, ResumeHtmlRenderer } from '../../application/rendering-ports';
import type { ResumeView } from '../../domain/resume-view';
import { resumeHtml } from './resume-html';

/** The Handlebars page Chromium prints, given as is to the editor's preview. */
@Injectable()
export class HandlebarsResumeHtmlRenderer implements ResumeHtmlRenderer {
  html(view: ResumeView, options: PrintOptions): string {
    return resumeHtml(view, options);
  }
}
