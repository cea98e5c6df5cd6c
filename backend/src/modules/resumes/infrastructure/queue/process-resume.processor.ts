import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { ReportPipelineProgress } from '../../../pipelines/application/report-pipeline-progress';
import { type IntakeProgress, ProcessResume } from '../../application/process-resume';
import { PROCESS_RESUME_JOB, ProcessResumeJobData, RESUME_QUEUE } from './resume-queue';

/** Worker side of the resumes queue; registered only when APP_ROLE is worker or all. */
@Processor(RESUME_QUEUE)
export class ProcessResumeProcessor {
  private readonly logger = new Logger('ResumeIntake');

  constructor(
    private readonly processResume: ProcessResume,
    private readonly progress: ReportPipelineProgress,
  ) {}

  @Process({ name: PROCESS_RESUME_JOB, concurrency: 2 })
  async handle(job: Job<ProcessResumeJobData>): Promise<void> {
    const { resumeId, runId } = job.data;
    await this.processResume.execute(resumeId, runId ? this.reporter(runId, resumeId) : undefined);
  }

  /**
   * Reports to the intake run. A report that fails (the run erased with the account meanwhile)
   * is logged, never allowed to fail the intake itself: the resume's own stage stays the truth.
   */
  private reporter(runId: string, resumeId: string): IntakeProgress {
    const quietly = (what: string, report: Promise<void>) =>
      report.catch((error: unknown) => this.logger.warn(`intake run ${runId} (${what}) not updated: ${(error as Error).message}`));
    return {
      stage: (stage) => quietly(stage, this.progress.enterStage(runId, stage)),
      succeeded: () => quietly('succeeded', this.progress.succeed(runId, { resumeId })),
      failed: (code) => quietly(code, this.progress.fail(runId, code)),
    };
  }
}
