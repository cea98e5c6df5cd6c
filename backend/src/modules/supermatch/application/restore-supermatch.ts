import { Inject, Injectable } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import type { SuperMatch } from '../domain/supermatch';
import { SuperMatchError } from '../domain/supermatch-errors';
import { RESUME_LIBRARY, type ResumeLibrary } from './collaborator-ports';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** Takes one of the user's SuperMatches out of the bin (Undo, or the bin's Restore), with its tailored resume. */
@Injectable()
export class RestoreSuperMatch {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
  ) {}

  async execute(input: { userId: string; supermatchId: string }): Promise<SuperMatch> {
    const restored = await this.supermatches.restore(input.userId, input.supermatchId, binCutoff());
    if (!restored) throw new SuperMatchError('LIBRARY_ITEM_NOT_FOUND');
    await this.library.restoreTailored(input.userId, restored.tailoredResumeId);
    return restored;
  }
}
