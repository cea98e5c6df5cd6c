import { Inject, Injectable } from '@nestjs/common';
import { assertDeletable } from '../domain/base-resume';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_JOBS, RESUME_REPOSITORY, type ResumeJobs, type ResumeRepository } from './ports';

/**
 * Moves a resume to the bin, restorable for BIN_RETENTION_DAYS (then PurgeBin erases its row,
 * share link, versions and files). The base resume cannot be deleted: the user first sets another
 * one as base, or creates a new one. Processing still queued is cancelled.
 */
@Injectable()
export class DeleteResume {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(RESUME_JOBS) private readonly jobs: ResumeJobs,
  ) {}

  async execute(input: { userId: string; resumeId: string }): Promise<void> {
    const resume = await this.resumes.findById(input.resumeId);
    if (!resume || !resume.isOwnedBy(input.userId)) throw new ResumeError('LIBRARY_ITEM_NOT_FOUND');
    assertDeletable(resume);
    // Checked again inside the delete itself: a base switch racing this request cannot leave the user without a base.
    const outcome = await this.resumes.deleteUnlessBase(input.userId, resume.id);
    if (outcome === 'base') throw new ResumeError('BASE_RESUME_CANNOT_BE_DELETED');
    if (outcome === 'missing') throw new ResumeError('LIBRARY_ITEM_NOT_FOUND');
    await this.jobs.cancelProcessing([resume.id]);
  }
}
