import { Inject, Injectable } from '@nestjs/common';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY, type SuperMatchJobs, type SuperMatchRepository } from './supermatch-ports';

/** Account deletion: every SuperMatch of the user and its queued job (tailored resumes go with the user's resumes). */
@Injectable()
export class EraseUserSuperMatches {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(SUPERMATCH_JOBS) private readonly jobs: SuperMatchJobs,
  ) {}

  async execute(userId: string): Promise<void> {
    const removed = await this.supermatches.deleteByOwner(userId);
    for (const supermatch of removed) await this.jobs.remove(supermatch.id, supermatch.charges);
  }
}
