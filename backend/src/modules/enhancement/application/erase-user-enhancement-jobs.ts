import { Inject, Injectable } from '@nestjs/common';
import { ListUserPipelineRuns } from '../../pipelines/application/list-user-pipeline-runs';
import { ENHANCEMENT_JOBS, type EnhancementJobs } from './enhancement-jobs';

/** Account deletion: the user's enhancement jobs leave the queue (run before the runs are erased). */
@Injectable()
export class EraseUserEnhancementJobs {
  constructor(
    private readonly listRuns: ListUserPipelineRuns,
    @Inject(ENHANCEMENT_JOBS) private readonly jobs: EnhancementJobs,
  ) {}

  async execute(userId: string): Promise<void> {
    const runs = await this.listRuns.execute(userId);
    await this.jobs.remove(runs.filter((run) => run.kind === 'enhancement').map((run) => run.id));
  }
}
