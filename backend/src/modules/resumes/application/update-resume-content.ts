import { Inject, Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import type { Resume } from '../domain/resume';
import type { ResumeChangeSet } from '../domain/resume-change-set';

export type { RecordedChange, ResumeChangeSet } from '../domain/resume-change-set';
import type { ContentChangeReason } from '../domain/resume-version';
import { ResumeError } from '../domain/resume-errors';
import { GetResume } from './get-resume';
import { FILE_STORE, type FileStore, RESUME_REPOSITORY, type ResumeRepository } from './ports';
import { ResumeRenditions } from './resume-renditions';

/**
 * Replaces a ready resume's content (an enhancement, an edit) and re-renders both templates and
 * their previews. The content it replaces is kept in `previousStructured`, so nothing the user
 * wrote is lost (the original upload stays stored too).
 *
 * `changeSet` records what an enhancement (or a change review) changed; content replaced without
 * one (an edit) clears it, since its changes no longer describe the content.
 *
 * The resume stays ready and downloadable throughout: everything is rendered in memory first, then
 * the files are swapped and the row saved, one after the other. A rendering failure changes nothing.
 */
@Injectable()
export class UpdateResumeContent {
  constructor(
    private readonly getResume: GetResume,
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly renditions: ResumeRenditions,
  ) {}

  /** `reason` names the version this content is saved as ('enhancement' unless told). */
  async execute(input: {
    userId: string;
    resumeId: string;
    structured: StructuredResume;
    changeSet?: ResumeChangeSet | null;
    reason?: ContentChangeReason;
  }): Promise<Resume> {
    const resume = await this.getResume.execute(input);
    // Before processing is done the queue job still owns the content; after a failure there is none to replace.
    if (!resume.isReady()) throw new ResumeError('RESUME_NOT_READY');
    const renditions = await this.renditions.renderAll(resume.id, input.structured);
    await this.renditions.store(renditions);
    await this.renditions.forgetOnDemand(resume.id);
    resume.replaceStructure(input.structured, { reason: input.reason, changeSet: input.changeSet });
    if (!(await this.resumes.update(resume, ['structured', 'previousStructured', 'changeSet', 'language']))) {
      // Deleted while we rendered: take back the files we just wrote.
      await this.files.delete(renditions.map((file) => file.key));
      throw new ResumeError('RESUME_NOT_FOUND');
    }
    return resume;
  }
}
