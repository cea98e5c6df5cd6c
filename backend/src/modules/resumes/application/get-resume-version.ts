import { Inject, Injectable } from '@nestjs/common';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import type { ResumeVersion } from '../domain/resume-version';
import { GetResume } from './get-resume';
import { RESUME_VERSIONS, type ResumeVersions } from './ports';

/** One version of one of the user's resumes; any other id, or someone else's resume, is "not found". */
@Injectable()
export class GetResumeVersion {
  constructor(
    private readonly getResume: GetResume,
    @Inject(RESUME_VERSIONS) private readonly versions: ResumeVersions,
  ) {}

  async execute(input: { userId: string; resumeId: string; versionId: string }): Promise<{ resume: Resume; version: ResumeVersion }> {
    const resume = await this.getResume.execute(input);
    const version = await this.versions.find(resume.id, input.versionId);
    if (!version) throw new ResumeError('RESUME_NOT_FOUND');
    return { resume, version };
  }
}
