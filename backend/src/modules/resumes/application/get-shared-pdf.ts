import { Inject, Injectable } from '@nestjs/common';
import { ResumeError } from '../domain/resume-errors';
import { hashShareToken, isShareTokenShaped } from '../domain/resume-share';
import { pdfFileName } from './download-resume-pdf';
import { RESUME_REPOSITORY, RESUME_SHARES, type ResumeRepository, type ResumeShares } from './ports';
import { ResumeRenditions } from './resume-renditions';

/**
 * The PDF behind a share link, for anyone holding its token (no sign-in). An unknown, revoked or
 * malformed token, or a resume deleted since, is SHARE_NOT_FOUND: nothing tells them apart.
 */
@Injectable()
export class GetSharedPdf {
  constructor(
    @Inject(RESUME_SHARES) private readonly shares: ResumeShares,
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    private readonly renditions: ResumeRenditions,
  ) {}

  /** `use`: counted in the link's statistics (a view when opened in the browser, or a download). */
  async execute(input: { token: string; use?: 'view' | 'download' }): Promise<{ fileName: string; content: Buffer }> {
    if (!isShareTokenShaped(input.token)) throw new ResumeError('SHARE_NOT_FOUND');
    const share = await this.shares.findByTokenHash(hashShareToken(input.token));
    const resume = share ? await this.resumes.findById(share.resumeId) : null;
    if (!share || !resume || !resume.isReady()) throw new ResumeError('SHARE_NOT_FOUND');
    const content = await this.renditions.pdf(resume, share.template, share.language);
    await this.shares.recordUse(share.resumeId, input.use ?? 'view');
    return { fileName: pdfFileName(resume, share.template, share.language), content };
  }
}
