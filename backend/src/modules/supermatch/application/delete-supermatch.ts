import { Inject, Injectable } from '@nestjs/common';
import { RESUME_LIBRARY, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY, type SuperMatchJobs, type SuperMatchRepository } from './supermatch-ports';

/**
 * Deletes a SuperMatch with its tailored resume. A finished one (ready, failed, waiting for a
 * confirmation) goes to the bin with its tailored resume, restorable for BIN_RETENTION_DAYS. One
 * still processing is cancelled and deleted at once (its queued job removed; a job already running
 * notices the row is gone and removes what it made): there is no result yet to lose.
 */
@Injectable()
export class DeleteSuperMatch {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(SUPERMATCH_JOBS) private readonly jobs: SuperMatchJobs,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
  ) {}

  async execute(input: { userId: string; supermatchId: string }): Promise<void> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId, 'LIBRARY_ITEM_NOT_FOUND');
    if (supermatch.status === 'processing') {
      await this.jobs.remove(supermatch.id, supermatch.charges);
      await this.supermatches.delete(supermatch.id);
    } else {
      await this.supermatches.moveToBin(supermatch.id, new Date());
    }
    await this.library.deleteTailored(input.userId, supermatch.tailoredResumeId);
  }
}
