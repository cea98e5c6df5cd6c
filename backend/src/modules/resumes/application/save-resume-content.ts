import { Injectable } from '@nestjs/common';
import type { JsonResume, ResumeLanguage, StructuredResume } from '../../../shared/json-resume';
import { carryConfidence } from '../domain/editing/carry-confidence';
import type { Resume } from '../domain/resume';
import { GetResumeContent } from './get-resume-content';
import { UpdateResumeContent } from './update-resume-content';

/**
 * The editor's save: the user's content and its language replace the resume's through
 * UpdateResumeContent, the one place content is replaced (so the edit is kept as a version and
 * both templates are re-rendered). The parser's marks stay only on fields the user left as they were.
 */
@Injectable()
export class SaveResumeContent {
  constructor(
    private readonly getContent: GetResumeContent,
    private readonly updateContent: UpdateResumeContent,
  ) {}

  async execute(input: { resumeId: string; userId: string; resume: JsonResume; language: ResumeLanguage }): Promise<Resume> {
    const { structured: current } = await this.getContent.execute(input);
    const structured: StructuredResume = {
      resume: input.resume,
      language: input.language,
      confidence: carryConfidence(current.resume, input.resume, current.confidence),
      warnings: current.warnings,
    };
    return this.updateContent.execute({ userId: input.userId, resumeId: input.resumeId, structured, reason: 'edit' });
  }
}
