import { useEffect, useRef } from 'react';
import { StageProgress } from '../../../components/ui/StageProgress';
import { format } from '../../../i18n';
import { enhanceResume } from '../../../lib/api/resumes';
import type { PipelineRun } from '../../../lib/api/types';
import type { StepProps, T } from '../flow-context';
import { RunFailure } from '../components/RunFailure';
import { StepFrame } from '../components/StepFrame';
import { useRun } from '../useRun';

export interface RunChange {
  path: string;
  op: string;
  reason: { code: string; en: string; fr: string };
}

export const changesOf = (run: PipelineRun | null): RunChange[] => (run?.result?.changes as RunChange[] | undefined) ?? [];

/**
 * Step 9: the enhanced resume's changes, each marked (added, reworded, reordered) with its reason.
 * The first enhancement pass starts here (without answers); its questions feed step 11.
 * Accepting or rejecting each change needs the change-review API (another branch): until it is
 * merged this step is read-only and says so.
 */
export function ResultStep({ flow, t, go, save, locale }: StepProps) {
  const run = useRun(flow.previewRunId);
  const starting = useRef(false);
  useEffect(() => {
    if (flow.previewRunId || !flow.resumeId || starting.current) return;
    starting.current = true;
    void enhanceResume(flow.resumeId, {})
      .then((started) => save({ previewRunId: started.runId }))
      .finally(() => (starting.current = false));
  }, [flow.previewRunId, flow.resumeId, save]);

  const done = run?.status === 'succeeded';
  const changes = changesOf(run);
  return (
    <StepFrame
      title={t['result.heading']}
      lead={done ? t['result.lead'] : undefined}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={done ? () => go(flow.step + 1) : undefined}
    >
      {!done && run?.status !== 'failed' && <RunStages run={run} t={t} />}
      {run?.status === 'failed' && <RunFailure run={run} t={t} locale={locale} onRetry={() => save({ previewRunId: null })} />}
      {done && changes.length === 0 && <p>{t['result.none']}</p>}
      {done && changes.length > 0 && (
        <>
          <ol className="flow-changes" data-testid="changes">
            {changes.map((change) => (
              <li key={`${change.op}:${change.path}`} className="flow-change" data-op={change.op}>
                <span className={`flow-badge flow-badge--${change.op}`}>{t[opLabel(change.op)]}</span>
                <span>{change.reason[locale]}</span>
                <span className="flow-hint">{format(t['result.where'], { path: change.path })}</span>
              </li>
            ))}
          </ol>
          <p className="flow-hint">{t['result.readOnly']}</p>
        </>
      )}
    </StepFrame>
  );
}

const opLabel = (op: string) =>
  op === 'add' ? 'result.op.add' : op === 'move' ? 'result.op.move' : op === 'remove' ? 'result.op.remove' : 'result.op.replace';

const STAGES = ['extracting-keywords', 'analyzing-structure', 'rewriting-summary', 'optimizing', 'finalizing'] as const;

/** The enhancement's stages with the step-13 messages, in the spec's order, driven by the run. */
export function RunStages({ run, t }: { run: PipelineRun | null; t: T }) {
  const current = run?.stage ? STAGES.indexOf(run.stage as (typeof STAGES)[number]) : -1;
  const failed = run?.status === 'failed';
  const finished = run?.status === 'succeeded';
  return (
    <StageProgress
      label={t['processing.label']}
      value={run?.progress ?? null}
      status={current >= 0 ? t[`processing.${STAGES[current]!}`] : t['processing.queued']}
      stateLabels={{ done: t['stage.done'], current: t['stage.current'], pending: t['stage.pending'], failed: t['stage.failed'] }}
      stages={STAGES.map((stage, i) => ({
        id: stage,
        label: t[`processing.${stage}`],
        state: finished || i < current ? 'done' : i === current ? (failed ? 'failed' : 'current') : 'pending',
      }))}
    />
  );
}
