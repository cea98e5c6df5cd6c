import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IntakeStage } from '@atelier/contracts';
import type { Resume } from '../domain/resume';
import { RenderError } from '../domain/render-errors';
import { ResumeError } from '../domain/resume-errors';
import { ParseResume } from './parse-resume';
import { FILE_STORE, FileStore, originalFileKey, RESUME_REPOSITORY, ResumeRepository, type UpdatableResumeField } from './ports';
import { ResumeRenditions } from './resume-renditions';

/** The resume was deleted while it was being processed: stop, and write nothing more. */
class ResumeGone extends Error {}

/** Where the intake run hears of each stage and the outcome (the 'intake' pipeline's stages). */
export interface IntakeProgress {
  stage(stage: IntakeStage): Promise<void>;
  succeeded(): Promise<void>;
  failed(errorCode: string): Promise<void>;
}

const UNREPORTED: IntakeProgress = { stage: async () => undefined, succeeded: async () => undefined, failed: async () => undefined };

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
    private readonly renditions: ResumeRenditions,
  ) {}

  async execute(resumeId: string, progress: IntakeProgress = UNREPORTED): Promise<void> {
    const resume = await this.resumes.findById(resumeId);
    if (!resume) {
      await progress.failed('RESUME_NOT_FOUND');
      throw new ResumeError('RESUME_NOT_FOUND');
    }
    if (resume.isReady()) return progress.succeeded(); // a job replayed after a restart finds the work done
    // Updates only (never upserts) of what processing owns: a resume deleted meanwhile is not brought
    // back, and a rename or base switch made meanwhile is kept.
    const fields: UpdatableResumeField[] = ['stage', 'errorCode', 'structured', 'language'];
    const save = async (r: Resume) => {
      if (!(await this.resumes.update(r, fields))) throw new ResumeGone();
    };
    let written: string[] = [];
    try {
      resume.enterStage('extracting');
      await save(resume);
      await progress.stage('extracting');
      const original = await this.files.get(originalFileKey(resume.id));
      if (!original) throw new ResumeError('RESUME_NOT_FOUND');
      const structured = await this.parseResume.execute(original.content);
      resume.recordStructure(structured);

      resume.enterStage('rendering');
      await save(resume);
      await progress.stage('rendering');
      // Both templates, each with its first-page preview: the person picks a style without waiting.
      const { renditions, structured: printed } = await this.renditions.renderAllPrintable(resume.id, structured);
      written = renditions.map((file) => file.key);
      await this.renditions.store(renditions);
      // Content made plain so that its PDF reads back: keep what the files show, and say so.
      if (printed !== structured) resume.recordStructure(printed);

      resume.markReady();
      await save(resume);
      await progress.succeeded();
    } catch (error) {
      if (error instanceof ResumeGone) {
        // Deleted while processing: the delete removed what existed then; remove what we wrote since.
        await this.files.delete(written);
        await progress.failed('RESUME_NOT_FOUND');
        return;
      }
      const known = error instanceof ResumeError || error instanceof RenderError;
      const code = known ? error.code : 'RENDERING_FAILED';
      if (!(error instanceof ResumeError)) this.logger.error(`Processing resume ${resumeId} failed`, error as Error);
      resume.markFailed(code);
      await this.resumes.update(resume, fields);
      await progress.failed(code);
    }
  }
}
