import { useCallback, useState } from 'react';

/**
 * The busy flag and error of a debug tool's one action: every tool shows them the same way
 * (ToolStatus), and an administrator wants the raw error message, not a friendly one.
 */
export function useDebugTask() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
