import { Inject, Injectable } from '@nestjs/common';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';

/**
 * Makes one of the user's uploads their base resume. The old base stops being base in the same
 * transaction, so the user never has none or two (see domain/base-resume.ts).
 */
@Injectable()
export class SetBaseResume {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  async execute(input: { userId: string; resumeId: string }): Promise<Resume> {
    const resume = await this.resumes.findById(input.resumeId);
    if (!resume || !resume.isOwnedBy(input.userId)) throw new ResumeError('RESUME_NOT_FOUND');
    await this.resumes.switchBase(input.userId, resume.id);
    const updated = await this.resumes.findById(resume.id);
    if (!updated) throw new ResumeError('RESUME_NOT_FOUND');
    return updated;
  }
}
