import { Inject, Injectable } from '@nestjs/common';
import { ReportPipelineProgress } from '../../pipelines/application/report-pipeline-progress';
import type { SuperMatch } from '../domain/supermatch';
import { CREDIT_WALLET, type CreditWallet } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY, type SuperMatchJobs, type SuperMatchRepository } from './supermatch-ports';

/**
 * "Job Mismatch Detected" → the user goes on anyway. The stopped SuperMatch was refunded, so
 * going on is a new charge (its own ledger reference), and the pipeline is queued again.
 */
@Injectable()
export class ConfirmSuperMatch {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(SUPERMATCH_JOBS) private readonly jobs: SuperMatchJobs,
    @Inject(CREDIT_WALLET) private readonly wallet: CreditWallet,
    private readonly progress: ReportPipelineProgress,
  ) {}

  async execute(input: { userId: string; supermatchId: string }): Promise<SuperMatch> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId);
    supermatch.confirmMismatch();
    await this.wallet.charge(input.userId, supermatch.chargeReference());
    await this.supermatches.update(supermatch);
    await this.progress.resume(supermatch.runId);
    await this.jobs.enqueue(supermatch.id, supermatch.charges);
    return supermatch;
  }
}
