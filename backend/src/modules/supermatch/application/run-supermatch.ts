import { Inject, Injectable, Logger } from '@nestjs/common';
import { ReportPipelineProgress } from '../../pipelines/application/report-pipeline-progress';
import type { SuperMatch } from '../domain/supermatch';
import {
  CREDIT_WALLET,
  JOB_READER,
  MATCH_ANALYST,
  RESUME_LIBRARY,
  RESUME_TAILOR,
  type CreditWallet,
  type JobReader,
  type MatchAnalyst,
  type ResumeLibrary,
  type ResumeTailor,
} from './collaborator-ports';
import { errorCodeOf } from '../../../shared/error-code';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** Thrown to the queue when a retry may help; the job runs again, from the start, idempotently. */
export class RetryableSuperMatchFailure extends Error {}

/** Codes that may pass on a second try (a browser hiccup); every other coded error (a bad link, no job found) is final. */
const TRANSIENT = new Set(['RENDERING_FAILED', 'INTERNAL']);

/**
 * The SuperMatch pipeline, run by a worker: analyzing job, matching profile, tailoring resume,
 * generating PDF, finalizing. Each stage is reported as it starts. Safe to run again after a
 * crash: the tailored resume has a fixed id, and a finished or deleted SuperMatch is left alone.
 * A poor match that the user has not accepted stops before tailoring, with the credit refunded.
 * A final failure is recorded and refunded; a transient one is thrown for the queue to retry.
 */
@Injectable()
export class RunSuperMatch {
  private readonly logger = new Logger('SuperMatch');

  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(CREDIT_WALLET) private readonly wallet: CreditWallet,
    @Inject(JOB_READER) private readonly jobReader: JobReader,
    @Inject(MATCH_ANALYST) private readonly analyst: MatchAnalyst,
    @Inject(RESUME_TAILOR) private readonly tailor: ResumeTailor,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
    private readonly progress: ReportPipelineProgress,
  ) {}

  async execute(supermatchId: string, options: { lastAttempt: boolean }): Promise<void> {
    const supermatch = await this.supermatches.findById(supermatchId);
    if (!supermatch || supermatch.status !== 'processing') return;
    try {
      await this.run(supermatch);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'INTERNAL') this.logger.error(`SuperMatch ${supermatchId}: ${(error as Error)?.stack ?? String(error)}`);
      if (TRANSIENT.has(code) && !options.lastAttempt) throw new RetryableSuperMatchFailure(code);
      await this.giveUp(supermatch, code);
    }
  }

  private async run(supermatch: SuperMatch): Promise<void> {
    const { runId, ownerId } = supermatch;
    await this.progress.enterStage(runId, 'analyzing-job');
    const job = await this.jobReader.read({ url: supermatch.jobUrl, text: supermatch.jobDescription });
    supermatch.recordJob(job);
    if (!(await this.supermatches.update(supermatch))) return;

    await this.progress.enterStage(runId, 'matching-profile');
    const source = await this.library.readyResume(ownerId, supermatch.resumeId);
    const match = await this.analyst.analyze(source.structured, job, supermatch.locale);
    supermatch.recordMatch({ verdict: match.verdict, confidence: match.confidence, score: match.score, reasons: match.reasons });
    if (supermatch.mustStopForMismatch()) {
      supermatch.stopForMismatch();
      if (!(await this.supermatches.update(supermatch))) return;
      await this.wallet.refund(ownerId, supermatch.chargeReference());
      await this.progress.awaitConfirmation(runId, { supermatchId: supermatch.id, mismatch: true, match: match.details });
      return;
    }
    if (!(await this.supermatches.update(supermatch))) return;

    await this.progress.enterStage(runId, 'tailoring-resume');
    const tailored = await this.tailor.tailor(source.structured, job, match.found);

    await this.progress.enterStage(runId, 'generating-pdf');
    await this.library.createTailored({
      userId: ownerId,
      resumeId: supermatch.tailoredResumeId,
      sourceResumeId: source.id,
      name: supermatch.name,
      structured: tailored.structured,
      changeSet: tailored.changeSet,
    });

    await this.progress.enterStage(runId, 'finalizing');
    supermatch.markReady();
    if (!(await this.supermatches.update(supermatch))) {
      // Deleted while we worked: the tailored resume must not outlive it.
      await this.library.deleteTailored(ownerId, supermatch.tailoredResumeId).catch(() => undefined);
      return;
    }
    await this.progress.succeed(runId, {
      supermatchId: supermatch.id,
      tailoredResumeId: supermatch.tailoredResumeId,
      match: match.details,
    });
  }

  private async giveUp(supermatch: SuperMatch, cause: string): Promise<void> {
    // Unexpected failures show the flow's "Processing Error" (try another job or contact support).
    const code = cause === 'INTERNAL' || cause === 'RENDERING_FAILED' ? 'SUPERMATCH_PROCESSING_ERROR' : cause;
    supermatch.markFailed(code);
    if (!(await this.supermatches.update(supermatch))) return;
    await this.wallet.refund(supermatch.ownerId, supermatch.chargeReference());
    await this.progress.fail(supermatch.runId, code);
  }
}
