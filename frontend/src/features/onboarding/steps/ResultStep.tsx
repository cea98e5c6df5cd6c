import { useCallback, useEffect, useState } from 'react';
import { rejectedChangeKey } from '@atelier/contracts/onboarding-flow';
import { ENHANCEMENT_STAGES, type EnhancementStage } from '@atelier/contracts/stages';
import { Checkbox } from '../../../components/ui/Checkbox';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { StageProgress } from '../../../components/ui/StageProgress';
import { format } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { enhanceResume } from '../../../lib/api/resumes';
import { flowJob } from '../flow-job';
import { listResumeChanges, reviewResumeChanges } from '../../../lib/api/supermatches';
import type { PipelineRun, ResumeChangeView } from '../../../lib/api/types';
import type { StepProps, T } from '../flow-context';
import { RunFailure } from '../components/RunFailure';
import { StepFrame } from '../components/StepFrame';
import { useRun } from '../useRun';
import { useStartRun } from '../useStartRun';

const shown = (value: string | string[] | null) => (Array.isArray(value) ? value.join(' · ') : (value ?? '—'));

/**
 * Step 9: the enhanced resume, before and after side by side, every change marked (reworded,
 * added, reordered...) with its reason. The first enhancement pass starts here (its questions feed
 * step 11). Unticking a change undoes it through the change review API (the PDFs are made again
 * from the kept changes only); the rejected ones are remembered by content, because the final
 * rewrite proposes them again (see ProcessingStep).
 */
export function ResultStep({ flow, t, go, save, locale }: StepProps) {
  const run = useRun(flow.previewRunId);
  const [changes, setChanges] = useState<ResumeChangeView[] | null>(null);
  const [kept, setKept] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = run?.status === 'succeeded';

  const { resumeId, jobText, jobUrl } = flow;
  const start = useCallback(() => enhanceResume(resumeId!, {}, flowJob({ jobText, jobUrl })), [resumeId, jobText, jobUrl]);
  const remember = useCallback((runId: string) => save({ previewRunId: runId }), [save]);
  const starting = useStartRun(flow.previewRunId, Boolean(resumeId), start, remember, t);
  const failed = run?.status === 'failed' || Boolean(starting.failure);

  useEffect(() => {
    if (!done || !flow.resumeId) return;
    listResumeChanges(flow.resumeId)
      .then(({ changes: list }) => {
        setChanges(list);
        setKept(new Set(list.filter((c) => c.accepted).map((c) => c.id)));
      })
      .catch(() => setError(t['error.generic']));
  }, [done, flow.resumeId, locale, t]);

  async function next() {
    if (!changes || !flow.resumeId) return;
    const rejected = changes.filter((c) => !kept.has(c.id));
    const dirty = changes.some((c) => c.accepted !== kept.has(c.id));
    setPending(true);
    setError(null);
    try {
      if (dirty)
        await reviewResumeChanges(
          flow.resumeId,
          rejected.map((c) => c.id),
        );
      await go(flow.step + 1, { rejectedChanges: rejected.map(rejectedChangeKey) });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t['error.generic']);
    } finally {
      setPending(false);
    }
  }

  return (
    <StepFrame
      title={t['result.heading']}
      lead={changes?.length ? t['result.lead'] : undefined}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={changes ? next : undefined}
      nextPending={pending}
    >
      {!done && !failed && <RunStages run={run} t={t} />}
      {failed && (
        <RunFailure
          detail={starting.failure ?? run?.errorMessage}
          t={t}
          locale={locale}
          onRetry={() => (starting.failure ? starting.retry() : void save({ previewRunId: null }))}
        />
      )}
      {changes?.length === 0 && <p>{t['result.none']}</p>}
      {changes && changes.length > 0 && (
        <>
          <p role="status">{format(t['result.count'], { kept: kept.size, total: changes.length })}</p>
          <ol className="flow-changes" data-testid="changes">
            {changes.map((change) => (
              <li key={change.id} className="flow-change" data-op={change.op} data-change-id={change.id}>
                <span className={`flow-badge flow-badge--${change.op}`}>{t[`result.op.${change.op}`]}</span>
                <span>{change.reason.text}</span>
                <div className="flow-diff">
                  <div>
                    <span className="flow-diff__label">{t['result.before']}</span>
                    <del data-testid="change-before">{shown(change.before)}</del>
                  </div>
                  <div>
                    <span className="flow-diff__label">{t['result.after']}</span>
                    <ins data-testid="change-after">{shown(change.after)}</ins>
                  </div>
                </div>
                <Checkbox
                  isSelected={kept.has(change.id)}
                  onChange={(on) =>
                    setKept((current) => {
                      const updated = new Set(current);
                      if (on) updated.add(change.id);
                      else updated.delete(change.id);
                      return updated;
                    })
                  }
                >
                  {t['result.keep']}
                </Checkbox>
              </li>
            ))}
          </ol>
        </>
      )}
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
    </StepFrame>
  );
}

/** The enhancement's stages with the step-13 messages, in the spec's order, driven by the run. */
export function RunStages({ run, t }: { run: PipelineRun | null; t: T }) {
  const current = run?.stage ? ENHANCEMENT_STAGES.indexOf(run.stage as EnhancementStage) : -1;
  const failed = run?.status === 'failed';
  const finished = run?.status === 'succeeded';
  return (
    <StageProgress
      label={t['processing.label']}
      value={run?.progress ?? null}
      status={current >= 0 ? t[`processing.${ENHANCEMENT_STAGES[current]!}`] : t['processing.queued']}
      stateLabels={{ done: t['stage.done'], current: t['stage.current'], pending: t['stage.pending'], failed: t['stage.failed'] }}
      stages={ENHANCEMENT_STAGES.map((stage, i) => ({
        id: stage,
        label: t[`processing.${stage}`],
        state: finished || i < current ? 'done' : i === current ? (failed ? 'failed' : 'current') : 'pending',
      }))}
    />
  );
}
