import { Inject, Injectable } from '@nestjs/common';
import type { PipelineRun } from '../domain/pipeline-run';
import { GetPipelineRun } from './get-pipeline-run';
import { PIPELINE_EVENTS, PIPELINE_RUN_REPOSITORY, type PipelineEvents, type PipelineRunRepository } from './pipeline-ports';

/**
 * Follows a run for its owner: the current state at once, then every change, until the run
 * finishes or the watcher stops. Events only say "changed"; the state is re-read from the store,
 * so a missed or reordered event can never show a wrong stage.
 */
@Injectable()
export class WatchPipelineRun {
  constructor(
    private readonly getRun: GetPipelineRun,
    @Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository,
    @Inject(PIPELINE_EVENTS) private readonly events: PipelineEvents,
  ) {}

  async execute(input: { runId: string; userId: string; onChange: (run: PipelineRun) => void }): Promise<() => void> {
    const first = await this.getRun.execute(input);
    let last = '';
    let stopped = false;
    const emit = (run: PipelineRun) => {
      const key = `${run.status}:${run.stage}:${run.updatedAt.getTime()}`;
      if (stopped || key === last) return;
      last = key;
      input.onChange(run);
    };
    // Subscribe before re-reading so a change between the two is not lost.
    const unsubscribe = await this.events.subscribe(input.runId, () => {
      void this.runs.findById(input.runId).then((run) => run && emit(run));
    });
    emit(first);
    const current = await this.runs.findById(input.runId);
    if (current) emit(current);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }
}
