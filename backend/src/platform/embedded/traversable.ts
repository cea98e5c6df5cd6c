import { chmodSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * As root, PostgreSQL runs as its own "postgres" user, which must be able to pass through every
 * folder above its binaries and its data. A clone inside `mktemp -d` (mode 0700) is not. This
 * adds "traverse" for others (o+x: enter, not list) to each folder that lacks it, and says so.
 */
export function ensureTraversable(path: string, log: (line: string) => void): void {
  const changed: string[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if (!(mode & constants.S_IXOTH)) {
      chmodSync(dir, (mode & 0o7777) | constants.S_IXOTH);
      changed.push(dir);
    }
    if (dirname(dir) === dir) break;
  }
  if (changed.length) log(`PostgreSQL runs as user "postgres": allowed it to pass through ${changed.join(', ')} (o+x)`);
}
