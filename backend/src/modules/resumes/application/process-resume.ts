import { Inject, Injectable, Logger } from '@nestjs/common';
import { RenderError } from '../domain/render-errors';
import { ResumeError } from '../domain/resume-errors';
import { RESUME_TEMPLATES } from '../domain/resume-template';
import { ParseResume } from './parse-resume';
import { FILE_STORE, FileStore, originalFileKey, previewKey, renderedPdfKey, RESUME_REPOSITORY, ResumeRepository } from './ports';
import { RenderResumePdf } from './render-resume';
import { RenderResumePreview } from './render-resume-preview';

/**
 * The queued work for one upload: parse it into a structured resume, print it with each template. Each stage is saved so the
 * page can show progress; a failure is saved with its code and never retried forever.
 */
@Injectable()
export class ProcessResume {
  private readonly logger = new Logger(ProcessResume.name);

  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly parseResume: ParseResume,
    private readonly renderPdf: RenderResumePdf,
    private readonly renderPreview: RenderResumePreview,
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

      resume.enterStage('rendering');
      await this.resumes.save(resume);
      await onStage('rendering');
      // Both templates, each with its first-page preview: the person picks a style without waiting.
      for (const template of RESUME_TEMPLATES) {
        const input = { resume: structured.resume, template, language: structured.language };
        const { pdf } = await this.renderPdf.execute(input);
        await this.files.put(renderedPdfKey(resume.id, template), pdf, 'application/pdf');
        await this.files.put(previewKey(resume.id, template), await this.renderPreview.execute(input), 'image/png');
      }

      resume.markReady();
      await this.resumes.save(resume);
      await onStage('ready');
    } catch (error) {
      const known = error instanceof ResumeError || error instanceof RenderError;
      const code = known ? error.code : 'RENDERING_FAILED';
      if (!(error instanceof ResumeError)) this.logger.error(`Processing resume ${resumeId} failed`, error as Error);
      resume.markFailed(code);
      await this.resumes.save(resume);
    }
  }
}
