import { atom } from 'nanostores';
import { getCredits } from '../lib/api/credits';
import type { Credits } from '../lib/api/types';

/** Credits left (null until read). Call refreshCredits() after anything that spends or grants credits. */
export const $credits = atom<Credits | null>(null);

let pending: Promise<void> | null = null;

/** Reads the balance again; concurrent calls share one request. A failed read keeps the last known balance. */
export function refreshCredits(): Promise<void> {
  pending ??= getCredits()
    .then((credits) => $credits.set(credits))
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forgets the balance (sign-out, another user). */
export function clearCredits(): void {
  $credits.set(null);
}
