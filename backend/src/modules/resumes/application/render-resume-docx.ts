import { Inject, Injectable } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { RenderError } from '../domain/render-errors';
import { defaultPageSize, type PageSize, type ResumeTemplate } from '../domain/resume-template';
import { buildResumeView, viewTexts } from '../domain/resume-view';
import { checkRoundTrip } from '../domain/text-round-trip';
import { DOCX_TEXT_READER, type DocxTextReader, RESUME_DOCX_WRITER, type ResumeDocxWriter } from './docx-ports';

/**
 * A structured resume to a Word document, from the same view the PDF templates print. Like every
 * PDF, every DOCX is read back (mammoth, the reader most ATS use for Word files) before it is
 * handed out: one whose words do not all come back in order is RENDER_CHECK_FAILED.
 */
@Injectable()
export class RenderResumeDocx {
  constructor(
    @Inject(RESUME_DOCX_WRITER) private readonly writer: ResumeDocxWriter,
    @Inject(DOCX_TEXT_READER) private readonly reader: DocxTextReader,
  ) {}

  async execute(input: { resume: JsonResume; template: ResumeTemplate; language: ResumeLanguage; pageSize?: PageSize }): Promise<Buffer> {
    const view = buildResumeView(input.resume, input.language);
    const docx = await this.writer.write(view, { template: input.template, pageSize: input.pageSize ?? defaultPageSize(input.language) });
    const check = checkRoundTrip(viewTexts(view), await this.reader.read(docx));
    if (!check.ok) {
      const { expected, found, index } = check.firstMismatch!;
      throw new RenderError('RENDER_CHECK_FAILED', `DOCX word ${index + 1}/${check.expectedWords} "${expected}" read back as "${found}"`);
    }
    return docx;
  }
}
