import { atom } from 'nanostores';

/**
 * Bumped whenever an island changes the user's library (an upload, a SuperMatch), so the dashboard
 * on the same page reads it again.
 */
export const $libraryChanges = atom(0);

export function libraryChanged(): void {
  $libraryChanges.set($libraryChanges.get() + 1);
}
