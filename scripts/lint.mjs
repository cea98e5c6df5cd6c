// `npm run lint`: ESLint (eslint.config.mjs) then Prettier's check (.prettierrc.json) on the whole
// repository. Both run even when the first fails, so one run shows every problem; exits non-zero
// when either found one. `npm run format` fixes what they can (then run this again).
// Also the lint suite of `npm test` (scripts/run-tests.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// Through this Node (24 under `npm test`), not whichever `node` the .bin shims would find on PATH.
const cli = (...path) => [process.execPath, join(ROOT, 'node_modules', ...path)];

function step(title, [cmd, script], args, hint) {
  const started = Date.now();
  const res = spawnSync(cmd, [script, ...args], { cwd: ROOT, stdio: 'inherit' });
  const ok = res.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`[lint] ${title}: ${ok ? 'clean' : `problems found${hint}`} (${seconds} s)\n`);
  return ok;
}

const eslint = step('eslint', cli('eslint', 'bin', 'eslint.js'), ['.', '--max-warnings', '0'], '');
const prettier = step(
  'prettier',
  cli('prettier', 'bin', 'prettier.cjs'),
  ['--check', '--log-level', 'warn', '.'],
  ' (`npm run format` fixes them)',
);
process.exit(eslint && prettier ? 0 : 1);
