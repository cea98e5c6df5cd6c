import { Inject, Injectable } from '@nestjs/common';
import { ResumeError } from '../domain/resume-errors';
import type { ResumeTemplate } from '../domain/resume-template';
import { GetResume } from './get-resume';
import { FILE_STORE, FileStore, renderedPdfKey } from './ports';

/** The generated PDF of a resume, for its owner, once processing is done. */
@Injectable()
export class DownloadResumePdf {
  constructor(private readonly getResume: GetResume, @Inject(FILE_STORE) private readonly files: FileStore) {}

  async execute(input: { resumeId: string; userId: string; template: ResumeTemplate }): Promise<{ fileName: string; content: Buffer }> {
    const resume = await this.getResume.execute(input);
    if (!resume.isReady()) throw new ResumeError('RESUME_NOT_READY');
    const file = await this.files.get(renderedPdfKey(resume.id, input.template));
    if (!file) throw new ResumeError('RESUME_NOT_READY');
    const stem = resume.fileName.replace(/\.(pdf|docx?|json)$/i, '') || 'resume';
    return { fileName: `${stem}-atelier-${input.template}.pdf`, content: file.content };
  }
}
