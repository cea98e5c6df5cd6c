import { Inject, Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '../../../shared/json-resume';
import { ResumeShare } from '../domain/resume-share';
import type { ResumeTemplate } from '../domain/resume-template';
import { assertDownloadable } from './download-resume-pdf';
import { GetResume } from './get-resume';
import { RESUME_SHARES, type ResumeShares } from './ports';
import { ResumeRenditions } from './resume-renditions';

/** What the owner gets when sharing: the token (shown this once) and how the PDF will look. */
export interface CreatedShare {
  resumeId: string;
  token: string;
  template: ResumeTemplate;
  language: ResumeLanguage;
  createdAt: Date;
}

/**
 * Makes a share link for a ready resume (an upload or a tailored one): anyone holding the token
 * sees its PDF in the chosen template (ATS by default) and language (the resume's by default).
 *
 * Only the token's hash is stored, so the token is returned here and never again; sharing again
 * makes a new link and the previous one stops working at once.
 */
@Injectable()
export class ShareResume {
  constructor(
    private readonly getResume: GetResume,
    private readonly renditions: ResumeRenditions,
    @Inject(RESUME_SHARES) private readonly shares: ResumeShares,
  ) {}

  async execute(input: { userId: string; resumeId: string; template?: ResumeTemplate; lang?: ResumeLanguage }): Promise<CreatedShare> {
    const resume = await this.getResume.execute(input);
    assertDownloadable(resume);
    const template = input.template ?? 'ats';
    const language = input.lang ?? resume.language ?? 'en';
    // Made now (and cached) if not yet: the first visitor of the link does not wait for a render, and a render that fails, fails here.
    await this.renditions.pdf(resume, template, language);
    const { share, token } = ResumeShare.create({ resumeId: resume.id, template, language });
    await this.shares.replace(share);
    return { resumeId: resume.id, token, template, language, createdAt: share.createdAt };
  }
}
