// `npm run lint`: ESLint (eslint.config.mjs), Prettier's check (.prettierrc.json) on the whole
// repository, then TypeScript's check of the back end (tests included) and the front end. Every
// step runs even when an earlier one fails, so one run shows every problem; exits non-zero when
// any found one. Also the lint suite of `npm test` (scripts/run-tests.mjs).
// `npm run format` (--fix): ESLint's fixes, then Prettier rewrites the files.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');

// Through this Node (24 under `npm test`), not whichever `node` the .bin shims would find on PATH.
const ESLINT = [process.execPath, join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js')];
const PRETTIER = [process.execPath, join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs')];
const TSC = [process.execPath, join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')];

function step(title, [cmd, ...script], args, hint = '') {
  const started = Date.now();
  const res = spawnSync(cmd, [...script, ...args], { cwd: ROOT, stdio: 'inherit' });
  const ok = res.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`[lint] ${title}: ${ok ? 'clean' : `problems found${hint}`} (${seconds} s)\n`);
  return ok;
}

if (fix) {
  const eslint = step('eslint --fix', ESLINT, ['.', '--fix', '--max-warnings', '0'], ' (left for a person to fix)');
  step('prettier --write', PRETTIER, ['--write', '--log-level', 'warn', '.']);
  // A second pass: Prettier is not always stable in one (a member chain it rewrapped can move again).
  step('prettier --write (second pass)', PRETTIER, ['--write', '--log-level', 'warn', '.']);
  process.exit(eslint ? 0 : 1);
}

const eslint = step('eslint', ESLINT, ['.', '--max-warnings', '0']);
const prettier = step('prettier', PRETTIER, ['--check', '--log-level', 'warn', '.'], ' (`npm run format` fixes them)');
// Types, tests included: the test runners compile with SWC, which does not type-check, so a fake
// that no longer implements its port (after a merge added a method) would otherwise go unseen.
const backendTypes = step('tsc backend (with tests)', TSC, ['--noEmit', '-p', 'backend/tsconfig.json']);
const frontendTypes = step('tsc frontend', TSC, ['--noEmit', '-p', 'frontend']);
process.exit(eslint && prettier && backendTypes && frontendTypes ? 0 : 1);
