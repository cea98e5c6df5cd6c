import { Inject, Injectable } from '@nestjs/common';
import type { ResumeLanguage, StructuredResume } from '../../../shared/json-resume';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_TEMPLATES } from '@atelier/contracts';
import { defaultPageSize, type PageSize, type ResumeTemplate } from '../domain/resume-template';
import { FILE_STORE, type FileStore, previewKey, renderedPdfKey, resizedPdfKey, RESUME_REPOSITORY, type ResumeRepository } from './ports';
import { describeChanges } from '../domain/print-normalisation';
import { RenderResumePdf } from './render-resume';
import { RenderResumePreview } from './render-resume-preview';

const LANGUAGES: readonly ResumeLanguage[] = ['en', 'fr'];
const PAGE_SIZES: readonly PageSize[] = ['a4', 'letter'];

/** A file made from a structured resume, held in memory until it is stored. */
export interface Rendition {
  key: string;
  content: Buffer;
  contentType: 'application/pdf' | 'image/png';
}

/**
 * The files a resume is shown and downloaded as (shared by processing, tailoring, content updates,
 * downloads and share links):
 * - in the resume's own language, both templates as PDF and first-page PNG, made ahead of time;
 * - in the other language, a PDF made on first request (headings, dates and typography of that
 *   language; the content stays as written) and cached under its own key.
 */
@Injectable()
export class ResumeRenditions {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    private readonly renderPdf: RenderResumePdf,
    private readonly renderPreview: RenderResumePreview,
  ) {}

  /** Both templates with their previews, in memory: nothing is stored until every one has rendered. */
  async renderAll(resumeId: string, structured: StructuredResume): Promise<Rendition[]> {
    return (await this.renderAllPrintable(resumeId, structured)).renditions;
  }

  /**
   * renderAll, plus the structured resume the files show: the one given, or the one whose content
   * had to be made plain for a PDF to read back (what changed is in a PRINT_NORMALISED warning).
   */
  async renderAllPrintable(
    resumeId: string,
    structured: StructuredResume,
  ): Promise<{ renditions: Rendition[]; structured: StructuredResume }> {
    const renditions: Rendition[] = [];
    let printed = structured;
    for (const template of RESUME_TEMPLATES) {
      const input = { resume: printed.resume, template, language: printed.language };
      const { pdf, normalised } = await this.renderPdf.execute(input);
      if (normalised) {
        // Later templates print the plain content too; earlier ones already read back as it is.
        printed = {
          ...printed,
          resume: normalised.resume,
          warnings: [...printed.warnings, { code: 'PRINT_NORMALISED', detail: describeChanges(normalised.changes) }],
        };
        input.resume = normalised.resume;
      }
      renditions.push({ key: renderedPdfKey(resumeId, template), content: pdf, contentType: 'application/pdf' });
      renditions.push({
        key: previewKey(resumeId, template),
        content: await this.renderPreview.ofPdf(input, pdf),
        contentType: 'image/png',
      });
    }
    return { renditions, structured: printed };
  }

  async store(renditions: readonly Rendition[]): Promise<void> {
    for (const file of renditions) await this.files.put(file.key, file.content, file.contentType);
  }

  /** The other-language PDFs cached so far are stale once the content changes. */
  async forgetOnDemand(resumeId: string): Promise<void> {
    await this.files.delete(
      RESUME_TEMPLATES.flatMap((template) =>
        LANGUAGES.flatMap((language) => [
          renderedPdfKey(resumeId, template, language),
          ...PAGE_SIZES.map((size) => resizedPdfKey(resumeId, template, language, size)),
        ]),
      ),
    );
  }

  /**
   * The PDF of a ready resume in one template, language and paper size (the language's own by
   * default): stored if made before, else made now and cached.
   */
  async pdf(resume: Resume, template: ResumeTemplate, language: ResumeLanguage, pageSize = defaultPageSize(language)): Promise<Buffer> {
    const own = language === (resume.language ?? language);
    const key =
      pageSize !== defaultPageSize(language)
        ? resizedPdfKey(resume.id, template, language, pageSize)
        : own
          ? renderedPdfKey(resume.id, template)
          : renderedPdfKey(resume.id, template, language);
    const stored = await this.files.get(key);
    if (stored) return stored.content;
    if (!resume.structured) throw new ResumeError('DOWNLOAD_NOT_FOUND');
    const { pdf } = await this.renderPdf.execute({ resume: resume.structured.resume, template, language, pageSize });
    // Cached only if the content did not change while rendering (an update forgets the cache before saving).
    const current = await this.resumes.findById(resume.id);
    if (current && current.updatedAt.getTime() === resume.updatedAt.getTime()) await this.files.put(key, pdf, 'application/pdf');
    return pdf;
  }
}
