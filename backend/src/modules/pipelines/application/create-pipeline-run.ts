import { Inject, Injectable } from '@nestjs/common';
import { PipelineRun } from '../domain/pipeline-run';
import type { PipelineKind } from '@atelier/contracts';
import { PIPELINE_EVENTS, PIPELINE_RUN_REPOSITORY, type PipelineEvents, type PipelineRunRepository } from './pipeline-ports';

/**
 * Records a queued run before its job is enqueued, so the progress screen has something to show
 * at once. Idempotent by id: a request retried by the browser finds the run it already made.
 */
@Injectable()
export class CreatePipelineRun {
  constructor(
    @Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository,
    @Inject(PIPELINE_EVENTS) private readonly events: PipelineEvents,
  ) {}

  /** `stages`: the kind's stages in order, declared by the module that owns the kind (its contract). */
  async execute(input: {
    id: string;
    ownerId: string;
    kind: PipelineKind;
    stages: readonly string[];
    subjectId: string;
  }): Promise<PipelineRun> {
    const existing = await this.runs.findById(input.id);
    if (existing) return existing;
    const run = PipelineRun.queue(input);
    await this.runs.save(run);
    await this.events.publish(run);
    return run;
  }
}
