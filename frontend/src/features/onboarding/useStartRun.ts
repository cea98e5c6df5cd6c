import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import type { T } from './flow-context';

/**
 * Starts a step's pipeline run once, when the flow has none yet, and remembers it in the flow
 * (so a reload follows the same run). A start the server refuses (the resume deleted in another
 * tab, a rate limit, the network) is returned as `failure`, shown like a failed run with Try
 * Again, instead of leaving the step waiting for a run that never began. `start` and `remember`
 * must be stable (useCallback).
 */
export function useStartRun(
  runId: string | null,
  canStart: boolean,
  start: () => Promise<{ runId: string }>,
  remember: (runId: string) => Promise<unknown>,
  t: T,
): { failure: string | null; retry(): void } {
  const starting = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (runId || !canStart || starting.current || failure) return;
    starting.current = true;
    start()
      .then((started) => remember(started.runId))
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError && !error.isNetwork && error.message ? error.message : t['error.network']),
      )
      .finally(() => (starting.current = false));
  }, [runId, canStart, start, remember, failure, t]);
  return { failure, retry: () => setFailure(null) };
}
