import { Injectable } from '@nestjs/common';
import { GetResume } from '../../resumes/application/get-resume';
import type { RecordedChange } from '../../resumes/application/update-resume-content';

/** A change as the review shows it: what it did, why, and whether the user keeps it. */
export interface ReviewedChange extends RecordedChange {
  accepted: boolean;
}

/** The changes the last enhancement or tailoring made to one of the user's resumes (none: empty). */
@Injectable()
export class ListResumeChanges {
  constructor(private readonly getResume: GetResume) {}

  async execute(input: { userId: string; resumeId: string }): Promise<ReviewedChange[]> {
    const resume = await this.getResume.execute(input);
    const set = resume.changeSet;
    if (!set) return [];
    const rejected = new Set(set.rejected);
    return set.changes.map((change) => ({ ...change, accepted: !rejected.has(change.id) }));
  }
}
