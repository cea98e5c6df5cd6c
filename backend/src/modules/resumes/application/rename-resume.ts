import { MAX_RESUME_NAME_LENGTH } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';

/** Renames a resume (an upload or a tailored one) of its owner. */
@Injectable()
export class RenameResume {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  async execute(input: { userId: string; resumeId: string; name: string }): Promise<Resume> {
    const resume = await this.resumes.findById(input.resumeId);
    // The dashboard's own message for a rename or delete that finds nothing (someone else's resume included).
    if (!resume || !resume.isOwnedBy(input.userId)) throw new ResumeError('LIBRARY_ITEM_NOT_FOUND');
    resume.rename(input.name, MAX_RESUME_NAME_LENGTH);
    if (!(await this.resumes.update(resume, ['name']))) throw new ResumeError('LIBRARY_ITEM_NOT_FOUND');
    return resume;
  }
}
