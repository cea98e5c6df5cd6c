import { Inject, Injectable } from '@nestjs/common';
import { SuperMatchError } from '../domain/supermatch-errors';
import { RESUME_LIBRARY, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** Shares (or stops sharing) the tailored resume with the same unguessable, revocable links as resumes. */
@Injectable()
export class ShareSuperMatch {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
  ) {}

  async share(input: { userId: string; supermatchId: string; template?: string; lang?: string }) {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId, 'SHARE_NOT_FOUND');
    if (!supermatch.isReady()) throw new SuperMatchError('SHARE_NOT_FOUND');
    return this.library.share({ userId: input.userId, resumeId: supermatch.tailoredResumeId, template: input.template, lang: input.lang });
  }

  async revoke(input: { userId: string; supermatchId: string }): Promise<void> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId, 'SHARE_NOT_FOUND');
    await this.library.revokeShare(input.userId, supermatch.tailoredResumeId);
  }
}
