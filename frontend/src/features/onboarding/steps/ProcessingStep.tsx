import { useEffect, useRef } from 'react';
import { enhanceResume } from '../../../lib/api/resumes';
import type { StepProps } from '../flow-context';
import { RunFailure } from '../components/RunFailure';
import { StepFrame } from '../components/StepFrame';
import { useRun } from '../useRun';
import { RunStages } from './ResultStep';

/**
 * Step 13: the final rewrite, with the personalization answers; the step-13 messages follow the
 * pipeline's real stages. Success moves on to "ready" by itself; a failure shows "Processing Error".
 */
export function ProcessingStep({ flow, t, go, save, locale }: StepProps) {
  const run = useRun(flow.finalRunId);
  const starting = useRef(false);
  useEffect(() => {
    if (flow.finalRunId || !flow.resumeId || starting.current) return;
    starting.current = true;
    void enhanceResume(flow.resumeId, flow.personalization)
      .then((started) => save({ finalRunId: started.runId }))
      .finally(() => (starting.current = false));
  }, [flow.finalRunId, flow.resumeId, flow.personalization, save]);

  useEffect(() => {
    if (run?.status === 'succeeded') void go(flow.step + 1);
  }, [run?.status, go, flow.step]);

  return (
    <StepFrame title={t['processing.heading']} t={t}>
      {run?.status === 'failed' ? (
        <RunFailure run={run} t={t} locale={locale} onRetry={() => save({ finalRunId: null })} />
      ) : (
        <RunStages run={run} t={t} />
      )}
    </StepFrame>
  );
}
