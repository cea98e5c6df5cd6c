import { useCallback, useEffect, useRef } from 'react';
import { rejectedChangeKey } from '@atelier/contracts/onboarding-flow';
import { enhanceResume } from '../../../lib/api/resumes';
import { flowJob } from '../flow-job';
import { listResumeChanges, reviewResumeChanges } from '../../../lib/api/supermatches';
import type { StepProps } from '../flow-context';
import { RunFailure } from '../components/RunFailure';
import { StepFrame } from '../components/StepFrame';
import { useRun } from '../useRun';
import { useStartRun } from '../useStartRun';
import { RunStages } from './ResultStep';

/**
 * Step 13: the final rewrite, with the personalization answers; the step-13 messages follow the
 * pipeline's real stages. Success moves on to "ready" by itself; a failure shows "Processing Error".
 * The rewrite proposes again the changes the user rejected on the result step (with new ids):
 * they are rejected again, by content, before the PDF is offered, so it holds only kept changes.
 */
export function ProcessingStep({ flow, t, go, save, locale }: StepProps) {
  const run = useRun(flow.finalRunId);
  const { jobText, jobUrl, personalization } = flow;
  const start = useCallback(
    () => enhanceResume(flow.resumeId!, personalization, flowJob({ jobText, jobUrl })),
    [flow.resumeId, personalization, jobText, jobUrl],
  );
  const remember = useCallback((runId: string) => save({ finalRunId: runId }), [save]);
  const starting = useStartRun(flow.finalRunId, Boolean(flow.resumeId), start, remember, t);

  const finishing = useRef(false);
  const { resumeId, rejectedChanges, step } = flow;
  useEffect(() => {
    if (run?.status !== 'succeeded' || !resumeId || finishing.current) return;
    finishing.current = true;
    void rejectAgain(resumeId, rejectedChanges)
      .then(() => go(step + 1))
      .finally(() => (finishing.current = false));
  }, [run?.status, go, step, resumeId, rejectedChanges]);

  return (
    <StepFrame title={t['processing.heading']} t={t}>
      {run?.status === 'failed' || starting.failure ? (
        <RunFailure
          detail={starting.failure ?? run?.errorMessage}
          t={t}
          locale={locale}
          onRetry={() => (starting.failure ? starting.retry() : void save({ finalRunId: null }))}
        />
      ) : (
        <RunStages run={run} t={t} />
      )}
    </StepFrame>
  );
}

/** Rejects, in the latest change set, the changes that do what the rejected ones did. */
async function rejectAgain(resumeId: string, rejected: readonly string[]): Promise<void> {
  if (!rejected.length) return;
  const keys = new Set(rejected);
  const { changes } = await listResumeChanges(resumeId);
  const ids = changes.filter((c) => keys.has(rejectedChangeKey(c))).map((c) => c.id);
  if (ids.length) await reviewResumeChanges(resumeId, ids);
}
