/**
 * Undo and redo over immutable values. Typing in one field makes one step per pause, not one per
 * keystroke: a change to the same field within `coalesceMs` of the last replaces that step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field of the last step and when it was made, for coalescing. */
  lastKey?: string;
  lastAt?: number;
}

export const MAX_STEPS = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T, key?: string, now = Date.now(), coalesceMs = 1000): History<T> {
  if (Object.is(next, history.present)) return history;
  const coalesce = key !== undefined && key === history.lastKey && history.lastAt !== undefined && now - history.lastAt < coalesceMs;
  const past = coalesce ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next, future };
}
