import { Inject, Injectable } from '@nestjs/common';
import type { PipelineRun } from '../domain/pipeline-run';
import { PipelineError } from '../domain/pipeline-errors';
import { PIPELINE_RUN_REPOSITORY, type PipelineRunRepository } from './pipeline-ports';

/** A run as its owner sees it; someone else's run is as missing as one that never existed. */
@Injectable()
export class GetPipelineRun {
  constructor(@Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository) {}

  async execute(input: { runId: string; userId: string }): Promise<PipelineRun> {
    const run = await this.runs.findById(input.runId);
    if (!run || !run.isOwnedBy(input.userId)) throw new PipelineError('JOB_NOT_FOUND');
    return run;
  }
}
