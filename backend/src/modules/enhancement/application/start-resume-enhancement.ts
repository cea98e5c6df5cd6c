import { ENHANCEMENT_STAGES } from '@atelier/contracts';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CreatePipelineRun } from '../../pipelines/application/create-pipeline-run';
import { GetResume } from '../../resumes/application/get-resume';
import { EnhancementError, parseAnswers } from '../domain/enhancement-errors';
import { ENHANCEMENT_JOBS, type EnhancementJobs } from './enhancement-jobs';
import type { JobSource } from './job-focus-reader';

const hasJob = (job?: JobSource): job is JobSource => Boolean(job?.text?.trim() || job?.url?.trim());

/**
 * Asks for an enhancement of one of the user's ready resumes (optionally with answers to the
 * personalization questions of a previous run, and the job it aims at). Returns the run to
 * follow; the work is queued.
 */
@Injectable()
export class StartResumeEnhancement {
  constructor(
    private readonly getResume: GetResume,
    private readonly createRun: CreatePipelineRun,
    @Inject(ENHANCEMENT_JOBS) private readonly jobs: EnhancementJobs,
  ) {}

  async execute(input: {
    userId: string;
    resumeId: string;
    answers?: Record<string, string>;
    job?: JobSource;
  }): Promise<{ runId: string }> {
    const answers = input.answers === undefined ? undefined : parseAnswers(input.answers);
    const resume = await this.getResume.execute({ userId: input.userId, resumeId: input.resumeId });
    if (!resume.isReady()) throw new EnhancementError('RESUME_NOT_READY');
    const runId = randomUUID();
    await this.createRun.execute({
      id: runId,
      ownerId: input.userId,
      kind: 'enhancement',
      stages: ENHANCEMENT_STAGES,
      subjectId: resume.id,
    });
    await this.jobs.enqueue({ runId, userId: input.userId, resumeId: resume.id, answers, job: hasJob(input.job) ? input.job : undefined });
    return { runId };
  }
}
