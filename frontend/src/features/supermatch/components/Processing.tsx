import { SUPERMATCH_STAGES, type SuperMatchStage as Stage } from '@atelier/contracts/stages';
import { StageProgress, type ProgressStage, type StageState } from '../../../components/ui';
import type { PipelineRun, SuperMatch } from '../../../lib/api/types';
import type { SuperMatchText } from '../useSuperMatchText';

/** Where each stage is, from the run (or, before the first event, from the SuperMatch's status). */
export function stageStates(run: PipelineRun | null, status: SuperMatch['status']): StageState[] {
  const current = SUPERMATCH_STAGES.indexOf((run?.stage ?? (status === 'mismatch' ? 'matching-profile' : 'analyzing-job')) as Stage);
  const done = run?.status === 'succeeded';
  const failed = status === 'failed' || run?.status === 'failed';
  return SUPERMATCH_STAGES.map((_, i) => {
    if (done || i < current) return 'done';
    if (i === current) return failed ? 'failed' : 'current';
    return 'pending';
  });
}

/** The five messages of the SuperMatch pipeline, driven by its real stages. */
export function Processing({ run, status, text: { t } }: { run: PipelineRun | null; status: SuperMatch['status']; text: SuperMatchText }) {
  const states = stageStates(run, status);
  const stages: ProgressStage[] = SUPERMATCH_STAGES.map((id, i) => ({ id, label: t(`stage.${id}`), state: states[i] }));
  const current = stages.find((s) => s.state === 'current' || s.state === 'failed');
  return (
    <div data-testid="supermatch-stages" data-stage={run?.stage ?? ''}>
      <StageProgress
        label={t('processing.label')}
        stages={stages}
        value={status === 'failed' ? null : (run?.progress ?? 0)}
        status={current ? `${current.label}…` : undefined}
        stateLabels={{
          done: t('stageState.done'),
          current: t('stageState.current'),
          pending: t('stageState.pending'),
          failed: t('stageState.failed'),
        }}
      />
    </div>
  );
}
