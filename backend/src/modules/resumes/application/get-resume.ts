import { Inject, Injectable } from '@nestjs/common';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_REPOSITORY, ResumeRepository } from './ports';

/**
 * Reads one resume for its owner. Someone else's resume answers "not found", exactly like a
 * missing one, so ids cannot be probed.
 */
@Injectable()
export class GetResume {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  async execute(input: { resumeId: string; userId: string }): Promise<Resume> {
    const resume = await this.resumes.findById(input.resumeId);
    if (!resume || !resume.isOwnedBy(input.userId)) throw new ResumeError('RESUME_NOT_FOUND');
    return resume;
  }
}
