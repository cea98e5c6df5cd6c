import { Inject, Injectable, Optional } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations, secondsSince } from '../../../shared/observations';
import { RenderError } from '../domain/render-errors';
import { defaultPageSize, type PageSize, type ResumeTemplate } from '../domain/resume-template';
import { buildResumeView, viewTexts } from '../domain/resume-view';
import { plainOccurrences, plainPrintText, type PrintChange, rewriteResume } from '../domain/print-normalisation';
import { checkRoundTrip, type RoundTripResult } from '../domain/text-round-trip';
import { PDF_TEXT_READER, type PdfTextReader, RESUME_PDF_RENDERER, type ResumePdfRenderer } from './rendering-ports';

export interface RenderResumeInput {
  resume: JsonResume;
  template: ResumeTemplate;
  language: ResumeLanguage;
  /** Letter for English, A4 for French when not given. */
  pageSize?: PageSize;
}

/** A checked PDF; `normalised` when the content had to be made plain for its text to read back. */
export interface RenderedResume {
  pdf: Buffer;
  pageCount: number;
  normalised?: { resume: JsonResume; changes: PrintChange[] };
}

/** Rounds of targeted normalisation (one mismatching word each) before giving up. */
const WORD_ROUNDS = 3;

/**
 * A structured resume to PDF with the chosen template, used by the API and the CLI alike. Every
 * PDF is read back before it is returned: one whose text does not come back word for word, in
 * order, is never a file we hand out. One word's mismatch must not leave the person without a
 * PDF either: the content that caused it is made plain (invisible characters, icon glyphs,
 * ligature code points, then the word's symbols), printed again and checked again, and the
 * changes are returned so the caller can keep and tell them. Only what still fails is a
 * RENDER_CHECK_FAILED error.
 */
@Injectable()
export class RenderResumePdf {
  constructor(
    @Inject(RESUME_PDF_RENDERER) private readonly renderer: ResumePdfRenderer,
    @Inject(PDF_TEXT_READER) private readonly reader: PdfTextReader,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  async execute(input: RenderResumeInput): Promise<RenderedResume> {
    const started = performance.now();
    const rendered = await this.print(input);
    this.observations.rendered({ template: input.template, language: input.language }, secondsSince(started));
    return rendered;
  }

  private async print(input: RenderResumeInput): Promise<RenderedResume> {
    const options = { template: input.template, pageSize: input.pageSize ?? defaultPageSize(input.language) };
    // A second print gets past what is transient (a font that missed the bounded wait on a busy
    // machine); what fails twice comes from the content.
    let attempt = await this.printChecked(input.resume, input.language, options);
    if (attempt.check.ok) return attempt.rendered;
    attempt = await this.printChecked(input.resume, input.language, options);
    if (attempt.check.ok) return attempt.rendered;

    let resume = input.resume;
    const changes: PrintChange[] = [];
    const plain = rewriteResume(resume, plainPrintText);
    if (plain.changes.length) {
      resume = plain.resume;
      changes.push(...plain.changes);
      attempt = await this.printChecked(resume, input.language, options);
    }
    for (let round = 0; !attempt.check.ok && round < WORD_ROUNDS; round++) {
      const word = plainOccurrences(resume, attempt.check.firstMismatch!.expected);
      if (!word.changes.length) break;
      resume = word.resume;
      changes.push(...word.changes);
      attempt = await this.printChecked(resume, input.language, options);
    }
    if (attempt.check.ok) return { ...attempt.rendered, normalised: { resume, changes } };
    const { expected: word, found, index } = attempt.check.firstMismatch!;
    throw new RenderError('RENDER_CHECK_FAILED', `word ${index + 1}/${attempt.check.expectedWords} "${word}" read back as "${found}"`);
  }

  private async printChecked(
    resume: JsonResume,
    language: ResumeLanguage,
    options: { template: ResumeTemplate; pageSize: PageSize },
  ): Promise<{ rendered: { pdf: Buffer; pageCount: number }; check: RoundTripResult }> {
    const view = buildResumeView(resume, language);
    const rendered = await this.renderer.render(view, options);
    return { rendered, check: checkRoundTrip(viewTexts(view), await this.reader.read(rendered.pdf)) };
  }
}
