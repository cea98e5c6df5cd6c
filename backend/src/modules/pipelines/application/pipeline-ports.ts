import type { PipelineRun } from '../domain/pipeline-run';
import type { PipelineKind } from '@atelier/contracts';

export const PIPELINE_RUN_REPOSITORY = Symbol('PipelineRunRepository');
export interface PipelineRunRepository {
  save(run: PipelineRun): Promise<void>;
  findById(id: string): Promise<PipelineRun | null>;
  deleteByOwner(ownerId: string): Promise<string[]>;
  listByOwner(ownerId: string): Promise<Array<{ id: string; kind: PipelineKind }>>;
}

export const PIPELINE_EVENTS = Symbol('PipelineEvents');
/** Pushes a run's new state to whoever watches it, across processes (worker to web). */
export interface PipelineEvents {
  publish(run: PipelineRun): Promise<void>;
  /** Calls `listener` with each published state of that run, in order, until the returned function is called. */
  subscribe(runId: string, listener: (run: PipelineRun) => void): Promise<() => void>;
}
