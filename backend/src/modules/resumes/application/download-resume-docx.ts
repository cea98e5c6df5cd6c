import { Injectable } from '@nestjs/common';
import { ResumeError } from '../domain/resume-errors';
import { assertDownloadable, pdfFileName, type ResumeDownloadRequest } from './download-resume-pdf';
import { GetResume } from './get-resume';
import { RenderResumeDocx } from './render-resume-docx';

/**
 * The Word document of a resume, for its owner, once processing is done: in a template and a
 * language (the resume's own by default), made from the structured resume on each request (it
 * takes milliseconds, so nothing is cached that an edit would make stale).
 */
@Injectable()
export class DownloadResumeDocx {
  constructor(
    private readonly getResume: GetResume,
    private readonly renderDocx: RenderResumeDocx,
  ) {}

  async execute(input: ResumeDownloadRequest): Promise<{ fileName: string; content: Buffer }> {
    const resume = await this.getResume.execute(input);
    assertDownloadable(resume);
    if (!resume.structured) throw new ResumeError('DOWNLOAD_NOT_FOUND');
    const language = input.lang ?? resume.language ?? 'en';
    const content = await this.renderDocx.execute({
      resume: resume.structured.resume,
      template: input.template,
      language,
      pageSize: input.pageSize,
    });
    return { fileName: pdfFileName(resume, input.template, language).replace(/\.pdf$/u, '.docx'), content };
  }
}
