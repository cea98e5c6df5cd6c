import { useCallback, useEffect, useRef, useState } from 'react';
import { furthestAllowed, stepName } from '@atelier/contracts/onboarding-flow';
import { ApiError } from '../../lib/api/client';
import { getOnboarding, restartOnboarding, saveOnboarding } from '../../lib/api/onboarding';
import type { OnboardingAnswers, OnboardingChanges } from '../../lib/api/types';

const stepUrl = (step: number) => {
  const url = new URL(window.location.href);
  url.searchParams.delete('start');
  url.searchParams.set('step', stepName(step));
  return `${url.pathname}${url.search}`;
};

const factsOf = (flow: OnboardingAnswers) => ({
  resumeId: flow.resumeId,
  hasJob: Boolean(flow.jobText || flow.jobUrl),
  template: flow.template,
});

/**
 * The flow's state, read from and saved to the server (the truth a reload, a second tab or another
 * device resumes from). Each step gets its own history entry (?step=name), so Back and Forward in
 * the browser move between steps; the server still checks every step entered.
 * `?start=upload` (the dashboard's "New resume") restarts the flow at the upload.
 */
export function useFlow(ready: boolean) {
  const [flow, setFlow] = useState<OnboardingAnswers | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // The latest flow for the popstate listener, which is registered once.
  const current = useRef<OnboardingAnswers | null>(null);
  useEffect(() => {
    current.current = flow;
  }, [flow]);

  const load = useCallback(() => {
    const params = new URLSearchParams(window.location.search);
    return (params.get('start') === 'upload' ? restartOnboarding(5) : getOnboarding()).then(
      (loaded) => {
        setFlow(loaded);
        setError(null);
        window.history.replaceState({ step: loaded.step }, '', stepUrl(loaded.step));
      },
      (failure: unknown) => setError(failure instanceof ApiError ? failure : new ApiError('BAD_RESPONSE', 0, String(failure))),
    );
  }, []);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  const apply = useCallback(async (changes: OnboardingChanges, history: 'push' | 'replace' | 'none') => {
    const saved = await saveOnboarding(changes);
    const moved = current.current?.step !== saved.step;
    current.current = saved;
    setFlow(saved);
    if (history !== 'none' && moved)
      window.history[history === 'push' ? 'pushState' : 'replaceState']({ step: saved.step }, '', stepUrl(saved.step));
    if (moved) document.getElementById('flow-heading')?.focus();
  }, []);

  // Browser Back / Forward: go to the step of the history entry, as far as the saved facts allow.
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const flowNow = current.current;
      const wanted = typeof event.state?.step === 'number' ? (event.state.step as number) : 0;
      if (!flowNow) return;
      const step = furthestAllowed(wanted, factsOf(flowNow));
      void apply({ step }, 'none').catch((failure: unknown) => setError(failure as ApiError));
      if (step !== wanted) window.history.replaceState({ step }, '', stepUrl(step));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [apply]);

  const go = useCallback((step: number, changes: OnboardingChanges = {}) => apply({ ...changes, step }, 'push'), [apply]);
  const save = useCallback((changes: OnboardingChanges) => apply(changes, 'none'), [apply]);
  const restart = useCallback(async () => {
    const fresh = await restartOnboarding(0);
    current.current = fresh;
    setFlow(fresh);
    window.history.pushState({ step: fresh.step }, '', stepUrl(fresh.step));
    document.getElementById('flow-heading')?.focus();
  }, []);

  return { flow, error, go, save, restart, reload: load };
}
