import { Inject, Injectable } from '@nestjs/common';
import { CreatePipelineRun } from '../../pipelines/application/create-pipeline-run';
import { SuperMatch } from '../domain/supermatch';
import { SuperMatchError } from '../domain/supermatch-errors';
import { CREDIT_WALLET, JOB_READER, RESUME_LIBRARY, type CreditWallet, type JobReader, type ResumeLibrary } from './collaborator-ports';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY, type SuperMatchJobs, type SuperMatchRepository } from './supermatch-ports';

export interface StartSuperMatchInput {
  userId: string;
  resumeId: string;
  jobUrl?: string | null;
  jobDescription?: string | null;
  /** Go on even if the match is poor (the user already saw "Job Mismatch Detected"). */
  confirmMismatch?: boolean;
  /** The language of the request: the match reasons are written in it. */
  locale?: 'en' | 'fr';
}

/**
 * Requests a SuperMatch: checks what can be checked at once (a job given, a valid link, the
 * user's own ready resume), takes the credit, records the SuperMatch and its run, and queues the
 * pipeline. If anything after the charge fails, the credit is given back before the error goes up.
 */
@Injectable()
export class StartSuperMatch {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(SUPERMATCH_JOBS) private readonly jobs: SuperMatchJobs,
    @Inject(CREDIT_WALLET) private readonly wallet: CreditWallet,
    @Inject(JOB_READER) private readonly jobReader: JobReader,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
    private readonly createRun: CreatePipelineRun,
  ) {}

  async execute(input: StartSuperMatchInput): Promise<SuperMatch> {
    const jobUrl = input.jobUrl?.trim() || null;
    const jobDescription = jobUrl ? null : input.jobDescription?.trim() || null;
    if (!jobUrl && !jobDescription) throw new SuperMatchError('JOB_INPUT_REQUIRED');
    if (jobUrl) this.jobReader.checkUrl(jobUrl);
    await this.library.readyResume(input.userId, input.resumeId);

    const supermatch = SuperMatch.request({
      ownerId: input.userId,
      resumeId: input.resumeId,
      jobUrl,
      jobDescription,
      confirmMismatch: input.confirmMismatch,
      locale: input.locale,
    });
    await this.wallet.charge(input.userId, supermatch.chargeReference());
    try {
      await this.supermatches.insert(supermatch);
      await this.createRun.execute({ id: supermatch.runId, ownerId: input.userId, kind: 'supermatch', subjectId: supermatch.id });
      await this.jobs.enqueue(supermatch.id, supermatch.charges);
    } catch (error) {
      await this.wallet.refund(input.userId, supermatch.chargeReference());
      await this.supermatches.delete(supermatch.id).catch(() => undefined);
      throw error;
    }
    return supermatch;
  }
}
