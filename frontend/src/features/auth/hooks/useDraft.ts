import { useEffect, useState } from 'react';

/**
 * Form values that survive a reload or a language switch: kept in sessionStorage per form (this
 * tab only). Only the fields listed in `keep` are saved, so passwords never are.
 */
export function useDraft<T extends Record<string, string>>(formId: string, initial: T, keep: readonly (keyof T)[]) {
  const storageKey = `atelier.draft.${formId}`;
  const [values, setValues] = useState<T>(initial);

  // Read after hydration (the server had no sessionStorage), so the first render matches the server's.
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<T> | null;
      // Storage is an outside system read once after mount: state cannot start from it without a hydration mismatch.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (saved) setValues((current) => ({ ...current, ...pick(saved, keep) }));
    } catch {
      // A broken or unavailable storage only loses the draft.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  function update(name: keyof T, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(pick(next, keep)));
      } catch {
        // Storage full or blocked: the form still works.
      }
      return next;
    });
  }

  /** After a successful submit: the draft is done with. */
  function clear() {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing to clear
    }
  }

  return { values, setValues, update, clear };
}

function pick<T extends Record<string, string>>(source: Partial<T>, keep: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keep) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value as T[keyof T];
  }
  return out;
}
