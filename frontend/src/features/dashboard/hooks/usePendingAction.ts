import { useState } from 'react';
import { problemText } from './useItemActions';
import type { DashText } from '../text';

/**
 * One action at a time in a dialog: which one is running (`busy`, a key such as a version id), and
 * the spec's message when it failed.
 */
export function usePendingAction<K = true>(t: DashText) {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(key: K, task: () => Promise<void>) {
    setBusy(key);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(problemText(failure, t));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, setError, run };
}
