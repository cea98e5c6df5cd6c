import { Inject, Injectable } from '@nestjs/common';
import { GetResume } from './get-resume';
import { RESUME_VERSIONS, type ResumeVersions, type ResumeVersionSummary } from './ports';

/** A resume's versions, newest first, for its owner only (someone else's resume is not found). */
@Injectable()
export class ListResumeVersions {
  constructor(
    private readonly getResume: GetResume,
    @Inject(RESUME_VERSIONS) private readonly versions: ResumeVersions,
  ) {}

  async execute(input: { userId: string; resumeId: string }): Promise<ResumeVersionSummary[]> {
    const resume = await this.getResume.execute(input);
    return this.versions.list(resume.id);
  }
}
