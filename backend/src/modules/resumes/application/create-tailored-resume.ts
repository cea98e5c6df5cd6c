import { MAX_RESUME_NAME_LENGTH } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import { Resume } from '../domain/resume';
import type { ResumeChangeSet } from '../domain/resume-change-set';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';
import { ResumeRenditions } from './resume-renditions';
import { isUuid } from '../../../shared/ids';

/**
 * Saves a tailored version of one of the user's resumes (a SuperMatch result): rendered in both
 * templates with their previews, then saved as ready. Runs in a queue job, synchronously.
 *
 * Crash-safe and retry-safe: every file is rendered in memory, then stored, and only then the row
 * is inserted, already ready; so a crash leaves at most unreferenced files, never a visible
 * half-made resume. Pass `resumeId` (a UUID the job owns, e.g. the SuperMatch id) and a retried
 * job gets back the resume its first run made instead of a second one.
 */
@Injectable()
export class CreateTailoredResume {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    private readonly renditions: ResumeRenditions,
  ) {}

  async execute(input: {
    userId: string;
    sourceResumeId: string;
    structured: StructuredResume;
    name: string;
    resumeId?: string;
    /** What tailoring changed from the source, for the change review. */
    changeSet?: ResumeChangeSet | null;
  }): Promise<Resume> {
    const source = await this.resumes.findById(input.sourceResumeId);
    if (!source || !source.isOwnedBy(input.userId)) throw new ResumeError('RESUME_NOT_FOUND');
    if (input.resumeId !== undefined && !isUuid(input.resumeId))
      throw new Error(`CreateTailoredResume: resumeId must be a UUID, got "${input.resumeId}"`);

    const done = input.resumeId ? await this.alreadyMade(input.resumeId, input.userId) : null;
    if (done) return done;

    const resume = Resume.tailored({
      id: input.resumeId,
      ownerId: input.userId,
      sourceResumeId: source.id,
      name: input.name,
      structured: input.structured,
      maxNameLength: MAX_RESUME_NAME_LENGTH,
      changeSet: input.changeSet,
    });
    await this.renditions.store(await this.renditions.renderAll(resume.id, input.structured));
    try {
      await this.resumes.insert(resume);
    } catch (error) {
      // Two runs of one job racing: the first insert wins and both return it.
      const winner = input.resumeId ? await this.alreadyMade(input.resumeId, input.userId) : null;
      if (winner) return winner;
      throw error;
    }
    return resume;
  }

  private async alreadyMade(resumeId: string, userId: string): Promise<Resume | null> {
    const existing = await this.resumes.findById(resumeId);
    if (!existing) return null;
    if (!existing.isOwnedBy(userId) || existing.kind !== 'tailored')
      throw new Error(`CreateTailoredResume: resume ${resumeId} already exists and is not this user's tailored resume`);
    return existing;
  }
}
