import { useEffect, useState } from 'react';

/**
 * A choice remembered in localStorage (the list or grid view, the sort). The first render uses
 * `fallback`, like the server's, and the stored value is read after hydration.
 */
export function useStoredChoice<T extends string>(key: string, fallback: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(fallback);
  useEffect(() => {
    try {
      const stored = localStorage.getItem(key);
      // Read after hydration on purpose: the server has no storage, so the first render must match it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (isValid(stored)) setValue(stored);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  }, [key, isValid]);
  const choose = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // See above.
    }
  };
  return [value, choose] as const;
}
