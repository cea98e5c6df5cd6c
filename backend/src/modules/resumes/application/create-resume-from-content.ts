import { MAX_RESUME_NAME_LENGTH } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import { Resume } from '../domain/resume';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';
import { ResumeRenditions } from './resume-renditions';

/**
 * Saves a resume made from content (a LinkedIn import, the start-from-scratch form): both
 * templates rendered and stored first, then the row inserted ready, then it becomes the base
 * resume if the user has none. A rendering failure leaves nothing behind but unreferenced files.
 */
@Injectable()
export class CreateResumeFromContent {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    private readonly renditions: ResumeRenditions,
  ) {}

  async execute(input: { userId: string; name: string; structured: StructuredResume }): Promise<Resume> {
    const resume = Resume.fromContent({
      ownerId: input.userId,
      name: input.name,
      structured: input.structured,
      maxNameLength: MAX_RESUME_NAME_LENGTH,
    });
    await this.renditions.store(await this.renditions.renderAll(resume.id, input.structured));
    await this.resumes.insert(resume);
    if (await this.resumes.claimBaseIfNone(input.userId, resume.id)) resume.isBase = true;
    return resume;
  }
}
