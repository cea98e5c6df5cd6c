import { Inject, Injectable } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';

/** Takes one of the user's resumes out of the bin (Undo, or the bin's Restore) while it is still there. */
@Injectable()
export class RestoreResume {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  async execute(input: { userId: string; resumeId: string }): Promise<void> {
    if ((await this.resumes.restore(input.userId, input.resumeId, binCutoff())) === 'missing')
      throw new ResumeError('LIBRARY_ITEM_NOT_FOUND');
  }
}
