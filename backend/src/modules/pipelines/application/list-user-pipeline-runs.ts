import { Inject, Injectable } from '@nestjs/common';
import type { PipelineKind } from '@atelier/contracts';
import { PIPELINE_RUN_REPOSITORY, type PipelineRunRepository } from './pipeline-ports';

/** The ids and kinds of a user's runs (account deletion: each module drops its queue jobs). */
@Injectable()
export class ListUserPipelineRuns {
  constructor(@Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository) {}

  execute(userId: string): Promise<Array<{ id: string; kind: PipelineKind }>> {
    return this.runs.listByOwner(userId);
  }
}
