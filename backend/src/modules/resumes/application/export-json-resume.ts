import { Injectable } from '@nestjs/common';
import type { JsonResume } from '../../../shared/json-resume';
import { ResumeError } from '../domain/resume-errors';
import { GetResume } from './get-resume';

/** Any resume of its owner as a JSON Resume document (schema-valid, with our $schema link). */
@Injectable()
export class ExportJsonResume {
  constructor(private readonly getResume: GetResume) {}

  async execute(input: { resumeId: string; userId: string }): Promise<{ fileName: string; resume: JsonResume }> {
    const resume = await this.getResume.execute(input);
    if (!resume.structured) throw new ResumeError('RESUME_NOT_READY');
    const stem = resume.fileName.replace(/\.(pdf|docx?|json)$/i, '') || 'resume';
    return {
      fileName: `${stem}.json`,
      resume: { $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json', ...resume.structured.resume },
    };
  }
}
