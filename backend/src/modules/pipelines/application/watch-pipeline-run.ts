import { Inject, Injectable } from '@nestjs/common';
import type { PipelineRun } from '../domain/pipeline-run';
import { GetPipelineRun } from './get-pipeline-run';
import { PIPELINE_EVENTS, type PipelineEvents } from './pipeline-ports';

/**
 * Follows a run for its owner: the current state at once, then every change, until the run
 * finishes or the watcher stops. Each event carries the state it announces, so quick stages are
 * all shown (re-reading the store on each event showed only the latest, skipping the others).
 * Listening starts before the state is read: what changes meanwhile waits, and is shown after it
 * unless older (a state older than one shown is dropped, so the bar never moves back).
 */
@Injectable()
export class WatchPipelineRun {
  constructor(
    private readonly getRun: GetPipelineRun,
    @Inject(PIPELINE_EVENTS) private readonly events: PipelineEvents,
  ) {}

  async execute(input: { runId: string; userId: string; onChange: (run: PipelineRun) => void }): Promise<() => void> {
    let last = '';
    let lastAt = 0;
    let stopped = false;
    const emit = (run: PipelineRun) => {
      const key = `${run.status}:${run.stage}:${run.updatedAt.getTime()}`;
      if (stopped || key === last || run.updatedAt.getTime() < lastAt) return;
      last = key;
      lastAt = run.updatedAt.getTime();
      input.onChange(run);
    };
    const early: PipelineRun[] = [];
    let started = false;
    const unsubscribe = await this.events.subscribe(input.runId, (run) => (started ? emit(run) : early.push(run)));
    try {
      emit(await this.getRun.execute(input)); // also the owner check: nothing is shown before it passed
    } catch (error) {
      unsubscribe();
      throw error;
    }
    started = true;
    early.forEach(emit);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }
}
