import { Injectable } from '@nestjs/common';
import { GetResume } from '../../resumes/application/get-resume';
import { UpdateResumeContent } from '../../resumes/application/update-resume-content';
import { EnhancementError } from '../domain/enhancement-errors';
import { reapplyChanges } from './change-set';
import type { ReviewedChange } from './list-resume-changes';

/**
 * The user keeps every change but the rejected ones: only the kept changes are re-applied to the
 * content before the changes (through the same gate and audit), saved, and both templates'
 * PDFs re-rendered. Rejecting nothing brings every change back. An id that is not one of the
 * set's changes is refused (UNKNOWN_CHANGE), so a stale page cannot silently do nothing.
 */
@Injectable()
export class ReviewResumeChanges {
  constructor(
    private readonly getResume: GetResume,
    private readonly updateContent: UpdateResumeContent,
  ) {}

  async execute(input: { userId: string; resumeId: string; rejected: readonly string[] }): Promise<ReviewedChange[]> {
    const resume = await this.getResume.execute(input);
    if (!resume.isReady()) throw new EnhancementError('RESUME_NOT_READY');
    const set = resume.changeSet;
    const ids = new Set(set?.changes.map((change) => change.id) ?? []);
    if (input.rejected.some((id) => !ids.has(id))) throw new EnhancementError('UNKNOWN_CHANGE');
    if (!set) return [];

    const rejected = new Set(input.rejected);
    const structured = reapplyChanges(set, rejected);
    await this.updateContent.execute({
      userId: input.userId,
      resumeId: input.resumeId,
      structured,
      changeSet: { ...set, rejected: set.changes.filter((c) => rejected.has(c.id)).map((c) => c.id) },
    });
    return set.changes.map((change) => ({ ...change, accepted: !rejected.has(change.id) }));
  }
}
