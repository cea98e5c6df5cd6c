import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '../../../shared/json-resume';
import type { PageSize, ResumeTemplate } from '../domain/resume-template';
import { pdfFileName } from './download-resume-pdf';
import { GetResumeVersion } from './get-resume-version';
import { RenderResumePdf } from './render-resume';

/**
 * The PDF of a previous version, rendered on request (old versions are rarely downloaded, so
 * nothing is cached), checked word for word like every PDF we hand out.
 */
@Injectable()
export class DownloadResumeVersionPdf {
  constructor(
    private readonly getVersion: GetResumeVersion,
    private readonly renderPdf: RenderResumePdf,
  ) {}

  async execute(input: {
    userId: string;
    resumeId: string;
    versionId: string;
    template: ResumeTemplate;
    lang?: ResumeLanguage;
    pageSize?: PageSize;
  }): Promise<{ fileName: string; content: Buffer }> {
    const { resume, version } = await this.getVersion.execute(input);
    const language = input.lang ?? version.structured.language;
    const { pdf } = await this.renderPdf.execute({
      resume: version.structured.resume,
      template: input.template,
      language,
      pageSize: input.pageSize,
    });
    const stamp = version.createdAt.toISOString().slice(0, 10);
    return { fileName: pdfFileName(resume, input.template, language).replace(/\.pdf$/, `-${stamp}.pdf`), content: pdf };
  }
}
