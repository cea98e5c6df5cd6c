import type { PipelineKind, PipelineRun as PipelineRunView } from '@atelier/contracts';
import type { PipelineRun } from '../../domain/pipeline-run';

/** What the progress screen reads, by polling or in each server-sent event (the contract's PipelineRun). */
export function pipelineRunView(run: PipelineRun, translate: (key: string) => string): PipelineRunView {
  return {
    id: run.id,
    kind: run.kind as PipelineKind,
    subjectId: run.subjectId,
    status: run.status,
    stage: run.stage,
    stages: [...run.stages],
    progress: run.progress(),
    errorCode: run.errorCode,
    errorMessage: run.errorCode ? translate(`errors.${run.errorCode}`) : null,
    result: run.result,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
  };
}
