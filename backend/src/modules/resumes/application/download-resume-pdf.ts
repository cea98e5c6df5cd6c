import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '../../../shared/json-resume';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import type { PageSize, ResumeTemplate } from '../domain/resume-template';
import { GetResume } from './get-resume';
import { ResumeRenditions } from './resume-renditions';

/** Which file of which resume: a template, and a language and paper (the resume's own by default). */
export interface ResumeDownloadRequest {
  resumeId: string;
  userId: string;
  template: ResumeTemplate;
  lang?: ResumeLanguage;
  pageSize?: PageSize;
}

/**
 * The PDF of a resume, for its owner, once processing is done: in a template, and in a language
 * (the resume's own by default; the other one gets that language's headings and dates).
 */
@Injectable()
export class DownloadResumePdf {
  constructor(
    private readonly getResume: GetResume,
    private readonly renditions: ResumeRenditions,
  ) {}

  async execute(input: ResumeDownloadRequest): Promise<{ fileName: string; content: Buffer }> {
    const resume = await this.getResume.execute(input);
    assertDownloadable(resume);
    const language = input.lang ?? resume.language ?? 'en';
    const content = await this.renditions.pdf(resume, input.template, language, input.pageSize);
    return { fileName: pdfFileName(resume, input.template, language), content };
  }
}

/** A failed resume has no PDF and never will ("Download URL not found."); one still in processing, not yet. */
export function assertDownloadable(resume: Resume): void {
  if (resume.stage === 'failed') throw new ResumeError('DOWNLOAD_NOT_FOUND');
  if (!resume.isReady()) throw new ResumeError('RESUME_NOT_READY');
}

/** "Gaëlle CV-atelier-ats.pdf"; another language than the resume's is named too ("…-modern-fr.pdf"). */
export function pdfFileName(resume: Resume, template: ResumeTemplate, language: ResumeLanguage): string {
  const stem = resume.name || 'resume';
  const suffix = language === (resume.language ?? language) ? '' : `-${language}`;
  return `${stem}-atelier-${template}${suffix}.pdf`;
}
