import { Inject, Injectable } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { defaultPageSize, type ResumeTemplate } from '../domain/resume-template';
import { buildResumeView } from '../domain/resume-view';
import { RESUME_HTML_RENDERER, type ResumeHtmlRenderer } from './rendering-ports';

/**
 * Content not saved yet, as a template prints it: the same view and HTML the PDF is printed
 * from, without the print, so the editor's preview follows typing within a few milliseconds.
 */
@Injectable()
export class PreviewResumeContent {
  constructor(@Inject(RESUME_HTML_RENDERER) private readonly renderer: ResumeHtmlRenderer) {}

  execute(input: { resume: JsonResume; language: ResumeLanguage; template: ResumeTemplate }): string {
    const view = buildResumeView(input.resume, input.language);
    return this.renderer.html(view, { template: input.template, pageSize: defaultPageSize(input.language) });
  }
}
