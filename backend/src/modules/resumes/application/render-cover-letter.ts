import { Inject, Injectable } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { RenderError } from '../domain/render-errors';
import { defaultPageSize, type ResumeTemplate } from '../domain/resume-template';
import { buildResumeView } from '../domain/resume-view';
import { checkRoundTrip } from '../domain/text-round-trip';
import { type LetterText, PDF_TEXT_READER, type PdfTextReader, RESUME_PDF_RENDERER, type ResumePdfRenderer } from './rendering-ports';

export type { LetterText } from './rendering-ports';

/**
 * A cover letter to PDF, under the resume's masthead and in its template's style, read back like
 * every PDF we hand out (RENDER_CHECK_FAILED when its words do not come back in order).
 */
@Injectable()
export class RenderCoverLetterPdf {
  constructor(
    @Inject(RESUME_PDF_RENDERER) private readonly renderer: ResumePdfRenderer,
    @Inject(PDF_TEXT_READER) private readonly reader: PdfTextReader,
  ) {}

  async execute(input: { resume: JsonResume; letter: LetterText; template: ResumeTemplate; language: ResumeLanguage }): Promise<Buffer> {
    const view = { ...buildResumeView(input.resume, input.language), sections: [] };
    const options = { template: input.template, pageSize: defaultPageSize(input.language) };
    const { greeting, paragraphs, closing, signature } = input.letter;
    const expected = [view.name, view.label, ...view.contacts, greeting, ...paragraphs, closing, signature].filter((t): t is string =>
      Boolean(t),
    );
    const rendered = await this.renderer.renderLetter(view, input.letter, options);
    const check = checkRoundTrip(expected, await this.reader.read(rendered.pdf));
    if (!check.ok)
      throw new RenderError(
        'RENDER_CHECK_FAILED',
        `cover letter: "${check.firstMismatch?.expected}" read back as "${check.firstMismatch?.found}"`,
      );
    return rendered.pdf;
  }
}
