import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { GetResume } from './get-resume';

/** A ready resume's structured content for its owner (the editor), with the parser's confidence and warnings. */
@Injectable()
export class GetResumeContent {
  constructor(private readonly getResume: GetResume) {}

  async execute(input: { resumeId: string; userId: string }): Promise<{ resume: Resume; structured: StructuredResume }> {
    const resume = await this.getResume.execute(input);
    if (!resume.isReady() || !resume.structured) throw new ResumeError('RESUME_NOT_READY');
    return { resume, structured: resume.structured };
  }
}
