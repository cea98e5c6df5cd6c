import { Inject, Injectable } from '@nestjs/common';
import { ResumeError } from '../domain/resume-errors';
import type { ResumeTemplate } from '../domain/resume-template';
import { GetResume } from './get-resume';
import { FILE_STORE, FileStore, previewKey } from './ports';

/** The PNG of a resume's first page in one template, for its owner, once rendered. */
@Injectable()
export class GetResumePreview {
  constructor(
    private readonly getResume: GetResume,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute(input: { resumeId: string; userId: string; template: ResumeTemplate }): Promise<Buffer> {
    const resume = await this.getResume.execute(input);
    const file = resume.isReady() ? await this.files.get(previewKey(resume.id, input.template)) : null;
    if (!file) throw new ResumeError('RESUME_NOT_READY');
    return file.content;
  }
}
