import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The monorepo root: the first parent holding a package.json with workspaces.
 * Works from `src/` (tests, CLI under swc) and from `dist/` (built app) alike.
 */
export function repoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
