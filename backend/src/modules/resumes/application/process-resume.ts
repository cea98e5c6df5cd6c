import { Inject, Injectable, Logger } from '@nestjs/common';
import { ResumeError } from '../domain/resume-errors';
import { resumeAsPlainText } from '../domain/plain-text';
import { ParseResume } from './parse-resume';
import {
  FILE_STORE, FileStore, originalFileKey, PDF_RENDERER, PdfRenderer, renderedPdfKey, RESUME_REPOSITORY, ResumeRepository,
} from './ports';

/**
 * The queued work for one upload: parse it into a structured resume, print it to PDF. Each stage is saved so the
 * page can show progress; a failure is saved with its code and never retried forever.
 */
@Injectable()
export class ProcessResume {
  private readonly logger = new Logger(ProcessResume.name);

  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly parseResume: ParseResume,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer,
  ) {}

  async execute(resumeId: string, onStage: (stage: string) => Promise<void> = async () => undefined): Promise<void> {
    const resume = await this.resumes.findById(resumeId);
    if (!resume) throw new ResumeError('RESUME_NOT_FOUND');
    if (resume.isReady()) return; // a job replayed after a restart finds the work done
    try {
      resume.enterStage('extracting');
      await this.resumes.save(resume);
      await onStage('extracting');
      const original = await this.files.get(originalFileKey(resume.id));
      if (!original) throw new ResumeError('RESUME_NOT_FOUND');
      const structured = await this.parseResume.execute(original.content);
      resume.recordStructure(structured);
      const text = resumeAsPlainText(structured.resume);
      resume.recordText(text);

      resume.enterStage('rendering');
      await this.resumes.save(resume);
      await onStage('rendering');
      const pdf = await this.renderer.render({ title: resume.fileName, language: structured.language, text });
      await this.files.put(renderedPdfKey(resume.id), pdf, 'application/pdf');

      resume.markReady();
      await this.resumes.save(resume);
      await onStage('ready');
    } catch (error) {
      const code = error instanceof ResumeError ? error.code : 'RENDERING_FAILED';
      if (!(error instanceof ResumeError)) this.logger.error(`Processing resume ${resumeId} failed`, error as Error);
      resume.markFailed(code);
      await this.resumes.save(resume);
    }
  }
}
