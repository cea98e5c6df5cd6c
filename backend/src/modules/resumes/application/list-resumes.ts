import { Inject, Injectable } from '@nestjs/common';
import type { ResumeKind } from '../domain/resume';
import { RESUME_REPOSITORY, type ResumeListItem, type ResumeRepository } from './ports';

/**
 * The dashboard's resume list: one user's uploads (tailored resumes are listed by SuperMatch), newest
 * first, light items only. `q` matches anywhere in the name, ignoring case and accents.
 */
@Injectable()
export class ListResumes {
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  execute(input: { userId: string; q?: string; kind?: ResumeKind }): Promise<ResumeListItem[]> {
    const search = input.q?.trim() || undefined;
    return this.resumes.list({ ownerId: input.userId, kind: input.kind ?? 'upload', search });
  }
}
