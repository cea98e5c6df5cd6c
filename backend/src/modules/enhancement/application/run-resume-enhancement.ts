import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { errorCodeOf } from '../../../shared/error-code';
import { GetPipelineRun } from '../../pipelines/application/get-pipeline-run';
import { ReportPipelineProgress } from '../../pipelines/application/report-pipeline-progress';
import { GetResume } from '../../resumes/application/get-resume';
import { UpdateResumeContent } from '../../resumes/application/update-resume-content';
import { changeSetOf } from './change-set';
import { EnhanceResume } from './enhance-resume';
import type { EnhancementJob } from './enhancement-jobs';
import { JOB_FOCUS_READER, type JobFocusReader } from './job-focus-reader';
import type { JobFocus } from '../domain/job-focus';

/** Thrown to the queue when a retry may help (rendering hiccup, database blip). */
export class RetryableEnhancementFailure extends Error {}

const FINAL = new Set(['RESUME_NOT_FOUND', 'RESUME_NOT_READY', 'INVALID_ANSWERS', 'JOB_NOT_FOUND']);

/**
 * The enhancement pipeline, run by a worker: extracting keywords, analyzing structure, rewriting
 * summary, optimizing, finalizing (each reported as it starts), then the resume's content is
 * replaced and re-rendered (the previous version is kept). The result names the changes and the
 * questions still open, for the personalization step. A finished run is never run twice.
 */
@Injectable()
export class RunResumeEnhancement {
  private readonly logger = new Logger('Enhancement');

  constructor(
    private readonly getRun: GetPipelineRun,
    private readonly getResume: GetResume,
    private readonly enhanceResume: EnhanceResume,
    private readonly updateContent: UpdateResumeContent,
    private readonly progress: ReportPipelineProgress,
    @Optional() @Inject(JOB_FOCUS_READER) private readonly jobs?: JobFocusReader,
  ) {}

  async execute(job: EnhancementJob, options: { lastAttempt: boolean }): Promise<void> {
    const run = await this.getRun.execute({ runId: job.runId, userId: job.userId }).catch(() => null);
    if (!run || run.status === 'succeeded' || run.status === 'failed') return;
    try {
      const resume = await this.getResume.execute({ userId: job.userId, resumeId: job.resumeId });
      const structured = resume.structured!;
      const result = await this.enhanceResume.execute({
        resume: structured.resume,
        language: structured.language,
        answers: job.answers,
        job: await this.jobFocus(job),
        runId: job.runId,
        onStage: (stage) => this.progress.enterStage(job.runId, stage),
      });
      if (result.changes.length > 0)
        await this.updateContent.execute({
          userId: job.userId,
          resumeId: job.resumeId,
          structured: { ...structured, resume: result.resume },
          changeSet: changeSetOf(structured, result),
        });
      await this.progress.succeed(job.runId, {
        resumeId: job.resumeId,
        engine: result.engine,
        changes: result.changes.map((c) => ({ path: c.path, op: c.op, reason: c.reason })),
        questions: result.questions,
      });
    } catch (error) {
      const code = errorCodeOf(error);
      if (!FINAL.has(code) && !options.lastAttempt) throw new RetryableEnhancementFailure(code);
      if (code === 'INTERNAL') this.logger.error(`enhancement ${job.runId}: ${(error as Error)?.stack ?? String(error)}`);
      await this.progress.fail(job.runId, code);
    }
  }

  /**
   * The job the run aims at, read again here (a link may have changed since the user saw it).
   * A job that can no longer be read costs the user its questions, not the enhancement.
   */
  private async jobFocus(job: EnhancementJob): Promise<JobFocus | undefined> {
    if (!job.job || !this.jobs) return undefined;
    try {
      return await this.jobs.read(job.job);
    } catch (error) {
      this.logger.warn(`enhancement ${job.runId}: job not read (${errorCodeOf(error)}); questions about results only`);
      return undefined;
    }
  }
}
