import { Injectable } from '@nestjs/common';
import type { Resume } from '../domain/resume';
import { GetResumeVersion } from './get-resume-version';
import { UpdateResumeContent } from './update-resume-content';

/**
 * Makes a previous version the resume's content again, re-rendered like any change. The restore is
 * itself saved as a new 'restore' version, so the content it replaces stays in the history too.
 */
@Injectable()
export class RestoreResumeVersion {
  constructor(
    private readonly getVersion: GetResumeVersion,
    private readonly updateContent: UpdateResumeContent,
  ) {}

  async execute(input: { userId: string; resumeId: string; versionId: string }): Promise<Resume> {
    const { version } = await this.getVersion.execute(input);
    return this.updateContent.execute({
      userId: input.userId,
      resumeId: input.resumeId,
      structured: version.structured,
      reason: 'restore',
    });
  }
}
