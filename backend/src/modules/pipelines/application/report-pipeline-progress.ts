import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations, secondsSince } from '../../../shared/observations';
import type { PipelineRun } from '../domain/pipeline-run';
import { PipelineError } from '../domain/pipeline-errors';
import { PIPELINE_EVENTS, PIPELINE_RUN_REPOSITORY, type PipelineEvents, type PipelineRunRepository } from './pipeline-ports';

/**
 * What a worker says about its run: each stage as it starts, then the outcome. Every change is
 * stored first (the truth a reloaded page reads) and then pushed to watchers.
 */
@Injectable()
export class ReportPipelineProgress {
  private readonly logger = new Logger('Pipeline');

  constructor(
    @Inject(PIPELINE_RUN_REPOSITORY) private readonly runs: PipelineRunRepository,
    @Inject(PIPELINE_EVENTS) private readonly events: PipelineEvents,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  /** The stage each run of this process is in, since when: its duration is reported when it ends (metrics). */
  private readonly current = new Map<string, { kind: string; stage: string; since: number }>();

  enterStage(runId: string, stage: string): Promise<void> {
    return this.change(runId, (run) => {
      const changed = run.enterStage(stage);
      if (changed !== false) {
        this.endStage(runId);
        this.current.set(runId, { kind: run.kind, stage, since: performance.now() });
      }
      return changed;
    });
  }

  private endStage(runId: string): void {
    const open = this.current.get(runId);
    if (!open) return;
    this.current.delete(runId);
    this.observations.stage({ kind: open.kind, stage: open.stage }, secondsSince(open.since));
  }

  awaitConfirmation(runId: string, result: Record<string, unknown>): Promise<void> {
    return this.change(runId, (run) => run.awaitConfirmation(result));
  }

  resume(runId: string): Promise<void> {
    return this.change(runId, (run) => run.resume());
  }

  succeed(runId: string, result: Record<string, unknown>): Promise<void> {
    this.endStage(runId);
    return this.change(runId, (run) => run.succeed(result));
  }

  fail(runId: string, errorCode: string): Promise<void> {
    this.logger.warn(`run ${runId} failed: ${errorCode}`);
    this.endStage(runId);
    return this.change(runId, (run) => run.fail(errorCode));
  }

  private async change(runId: string, apply: (run: PipelineRun) => boolean | void): Promise<void> {
    const run = await this.runs.findById(runId);
    if (!run) throw new PipelineError('JOB_NOT_FOUND');
    if (apply(run) === false) return;
    await this.runs.save(run);
    await this.events.publish(run);
  }
}
