import type { PipelineKind, PipelineRun as PipelineRunView } from '@atelier/contracts';
import { stagesOf } from '../../application/report-pipeline-progress';
import type { PipelineRun } from '../../domain/pipeline-run';

/** What the progress screen reads, by polling or in each server-sent event (the contract's PipelineRun). */
export function pipelineRunView(run: PipelineRun, translate: (key: string) => string): PipelineRunView {
  const stages = stagesOf(run);
  return {
    id: run.id,
    kind: run.kind as PipelineKind,
    subjectId: run.subjectId,
    status: run.status,
    stage: run.stage,
    stages: [...stages],
    progress: run.progress(stages),
    errorCode: run.errorCode,
    errorMessage: run.errorCode ? translate(`errors.${run.errorCode}`) : null,
    result: run.result,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
  };
}
