import { Inject, Injectable } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import type { ResumeKind } from '../domain/resume';
import { type DeletedResume, RESUME_REPOSITORY, type ResumeRepository } from './ports';

/** The user's resumes in the bin that can still be restored, most recently deleted first. */
@Injectable()
export class ListDeletedResumes {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  execute(input: { userId: string; kind?: ResumeKind }): Promise<DeletedResume[]> {
    return this.resumes.listDeleted(input.userId, input.kind ?? 'upload', binCutoff());
  }
}
