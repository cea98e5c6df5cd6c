import { Inject, Injectable } from '@nestjs/common';
import { RESUME_LIBRARY, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY, type SuperMatchJobs, type SuperMatchRepository } from './supermatch-ports';

/**
 * Deletes a SuperMatch with its tailored resume (files included) and its queued job. A job
 * already running notices the row is gone and removes what it made.
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
    await this.jobs.remove(supermatch.id, supermatch.charges);
    await this.supermatches.delete(supermatch.id);
    await this.library.deleteTailored(input.userId, supermatch.tailoredResumeId);
  }
}
