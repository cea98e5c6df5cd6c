import { Inject, Injectable } from '@nestjs/common';
import { PIPELINE_RUN_REPOSITORY, type PipelineRunRepository } from './pipeline-ports';

/** Account deletion: every run of that user goes. Returns the run ids (their queued jobs go too). */
@Injectable()
export class EraseUserPipelineRuns {
  constructor(@Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository) {}

  execute(userId: string): Promise<string[]> {
    return this.runs.deleteByOwner(userId);
  }
}
