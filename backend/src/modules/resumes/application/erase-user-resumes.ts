import { Inject, Injectable } from '@nestjs/common';
import { RESUME_JOBS, RESUME_REPOSITORY, type ResumeJobs, type ResumeRepository } from './ports';

/**
 * Account deletion's part in this module: every resume of the user (uploads and tailored ones),
 * their share links, their stored files and their waiting processing jobs. Safe to run again
 * after a failure (it deletes what is left); the base rule does not apply, everything goes.
 */
@Injectable()
export class EraseUserResumes {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(RESUME_JOBS) private readonly jobs: ResumeJobs,
  ) {}

  async execute(input: { userId: string }): Promise<{ deletedResumeIds: string[] }> {
    const deletedResumeIds = await this.resumes.deleteAllOwnedBy(input.userId);
    await this.jobs.cancelProcessing(deletedResumeIds);
    return { deletedResumeIds };
  }
}
