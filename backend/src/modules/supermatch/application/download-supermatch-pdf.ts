import { Inject, Injectable } from '@nestjs/common';
import { SuperMatchError } from '../domain/supermatch-errors';
import { RESUME_LIBRARY, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** The tailored resume's PDF; before it is ready there is nothing to download ("Download URL not found."). */
@Injectable()
export class DownloadSuperMatchPdf {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
  ) {}

  async execute(input: {
    userId: string;
    supermatchId: string;
    template: string;
    lang?: string;
    pageSize?: string;
  }): Promise<{ fileName: string; content: Buffer }> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId, 'DOWNLOAD_NOT_FOUND');
    if (!supermatch.isReady()) throw new SuperMatchError('DOWNLOAD_NOT_FOUND');
    const pdf = await this.library.pdf({
      userId: input.userId,
      resumeId: supermatch.tailoredResumeId,
      template: input.template,
      lang: input.lang,
      pageSize: input.pageSize,
    });
    return { ...pdf, fileName: `${supermatch.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'SuperMatch'}.pdf` };
  }
}
