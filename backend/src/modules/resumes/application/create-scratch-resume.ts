import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '../../../shared/json-resume';
import { scratchResume, type ScratchAnswers } from '../domain/editing/scratch-resume';
import type { Resume } from '../domain/resume';
import { CreateResumeFromContent } from './create-resume-from-content';

/** Start from scratch: the guided form's answers become a resume, ready to edit. */
@Injectable()
export class CreateScratchResume {
  constructor(private readonly create: CreateResumeFromContent) {}

  execute(input: { userId: string; language: ResumeLanguage; answers: ScratchAnswers }): Promise<Resume> {
    const resume = scratchResume(input.answers);
    return this.create.execute({
      userId: input.userId,
      name: input.answers.name,
      structured: { resume, language: input.language, confidence: {}, warnings: [] },
    });
  }
}
