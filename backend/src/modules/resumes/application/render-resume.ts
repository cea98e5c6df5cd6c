import { Inject, Injectable, Optional } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations, secondsSince } from '../../../shared/observations';
import { RenderError } from '../domain/render-errors';
import { defaultPageSize, type PageSize, type ResumeTemplate } from '../domain/resume-template';
import { buildResumeView, viewTexts } from '../domain/resume-view';
import { checkRoundTrip } from '../domain/text-round-trip';
import { PDF_TEXT_READER, type PdfTextReader, RESUME_PDF_RENDERER, type ResumePdfRenderer } from './rendering-ports';

export interface RenderResumeInput {
  resume: JsonResume;
  template: ResumeTemplate;
  language: ResumeLanguage;
  /** Letter for English, A4 for French when not given. */
  pageSize?: PageSize;
}

/**
 * A structured resume to PDF with the chosen template, used by the API and the CLI alike. Every
 * PDF is read back before it is returned: one whose text does not come back word for word, in
 * order, is a RENDER_CHECK_FAILED error, never a file we hand out.
 */
@Injectable()
export class RenderResumePdf {
  constructor(
    @Inject(RESUME_PDF_RENDERER) private readonly renderer: ResumePdfRenderer,
    @Inject(PDF_TEXT_READER) private readonly reader: PdfTextReader,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  async execute(input: RenderResumeInput): Promise<{ pdf: Buffer; pageCount: number }> {
    const started = performance.now();
    const rendered = await this.print(input);
    this.observations.rendered({ template: input.template, language: input.language }, secondsSince(started));
    return rendered;
  }

  private async print(input: RenderResumeInput): Promise<{ pdf: Buffer; pageCount: number }> {
    const view = buildResumeView(input.resume, input.language);
    const options = { template: input.template, pageSize: input.pageSize ?? defaultPageSize(input.language) };
    const expected = viewTexts(view);
    // A second print gets past what is transient (a font that missed the bounded wait on a busy
    // machine); what fails twice is a fault to fix, reported with the first word that differs.
    for (let attempt = 1; ; attempt++) {
      const rendered = await this.renderer.render(view, options);
      const check = checkRoundTrip(expected, await this.reader.read(rendered.pdf));
      if (check.ok) return rendered;
      if (attempt === 2) {
        const { expected: word, found, index } = check.firstMismatch!;
        throw new RenderError('RENDER_CHECK_FAILED', `word ${index + 1}/${check.expectedWords} "${word}" read back as "${found}"`);
      }
    }
  }
}
