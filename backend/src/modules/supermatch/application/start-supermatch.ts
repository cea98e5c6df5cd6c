import { Inject, Injectable } from '@nestjs/common';
import { CreatePipelineRun } from '../../pipelines/application/create-pipeline-run';
import { MAX_IDEMPOTENCY_KEY_LENGTH, SUPERMATCH_STAGES } from '@atelier/contracts';
import { idempotentSuperMatchId, isIdempotencyKey } from '../domain/idempotency';
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
  /** The request's Idempotency-Key header: repeats answer the first SuperMatch, charged once. */
  idempotencyKey?: string;
}

/**
 * Requests a SuperMatch: checks what can be checked at once (a job given, a valid link, the
 * user's own ready resume), takes the credit, records the SuperMatch and its run, and queues the
 * pipeline. If anything after the charge fails, the credit is given back before the error goes up.
 *
 * With an Idempotency-Key, the SuperMatch id comes from the user and the key: a repeat finds the
 * first one and returns it; concurrent duplicates race on one primary key, the insert that wins
 * charges, the others return the winner. The credit reference comes from the id too, so a key
 * whose SuperMatch was deleted cannot buy a second one for free (IDEMPOTENCY_KEY_REUSED).
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
    const key = input.idempotencyKey;
    if (key !== undefined && !isIdempotencyKey(key, MAX_IDEMPOTENCY_KEY_LENGTH)) throw new SuperMatchError('INVALID_IDEMPOTENCY_KEY');
    const id = key === undefined ? undefined : idempotentSuperMatchId(input.userId, key);
    const earlier = id ? await this.ownedBy(id, input.userId) : null;
    if (earlier) return earlier;

    const jobUrl = input.jobUrl?.trim() || null;
    const jobDescription = jobUrl ? null : input.jobDescription?.trim() || null;
    if (!jobUrl && !jobDescription) throw new SuperMatchError('JOB_INPUT_REQUIRED');
    if (jobUrl) this.jobReader.checkUrl(jobUrl);
    await this.library.readyResume(input.userId, input.resumeId);

    const supermatch = SuperMatch.request({
      id,
      ownerId: input.userId,
      resumeId: input.resumeId,
      jobUrl,
      jobDescription,
      confirmMismatch: input.confirmMismatch,
      locale: input.locale,
    });
    // The row first: with a key, one insert wins and only the winner charges.
    try {
      await this.supermatches.insert(supermatch);
    } catch (error) {
      const winner = id ? await this.ownedBy(id, input.userId) : null;
      if (winner) return winner;
      // The key's SuperMatch is in the bin: restoring it is the way back, not a second one.
      if (id && (await this.supermatches.isTaken(id))) throw new SuperMatchError('IDEMPOTENCY_KEY_REUSED');
      throw error;
    }
    let charged: boolean;
    try {
      charged = await this.wallet.charge(input.userId, supermatch.chargeReference());
    } catch (error) {
      await this.supermatches.delete(supermatch.id);
      throw error;
    }
    if (!charged) {
      // The reference was paid before, by a SuperMatch with this key since deleted: no second one for free.
      await this.supermatches.delete(supermatch.id);
      throw new SuperMatchError('IDEMPOTENCY_KEY_REUSED');
    }
    try {
      await this.createRun.execute({
        id: supermatch.runId,
        ownerId: input.userId,
        kind: 'supermatch',
        stages: SUPERMATCH_STAGES,
        subjectId: supermatch.id,
      });
      await this.jobs.enqueue(supermatch.id, supermatch.charges);
    } catch (error) {
      await this.wallet.refund(input.userId, supermatch.chargeReference());
      await this.supermatches.delete(supermatch.id).catch(() => undefined);
      throw error;
    }
    return supermatch;
  }

  private async ownedBy(id: string, userId: string): Promise<SuperMatch | null> {
    const found = await this.supermatches.findById(id);
    return found?.isOwnedBy(userId) ? found : null;
  }
}
