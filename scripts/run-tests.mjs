// Runs every suite (lint, architecture, unit, integration, end-to-end), even after a failure, and
// closes with one line "tests: N passed, M failed". Exits non-zero when anything failed.
// Called by `npm test` through scripts/bootstrap.mjs, which has already installed and built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, CI: process.env.CI ?? 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' };

function run(title, cmd, args, reportFile, count) {
  process.stdout.write(`\n[atelier] ── ${title} ──\n`);
  if (reportFile) rmSync(reportFile, { force: true });
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts;
  try {
    counts = count(res.status, reportFile && existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null);
  } catch {
    counts = null;
  }
  // A suite that crashed before reporting counts as one failure, never as a pass.
  if (!counts || (res.status !== 0 && counts.failed === 0)) counts = { passed: counts?.passed ?? 0, failed: (counts?.failed ?? 0) + 1 };
  process.stdout.write(`[atelier] ${title}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)\n`);
  return { title, ...counts, seconds };
}

const jestCounts = (_code, report) =>
  report && { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
const jest = (config, file) => [
  '--experimental-vm-modules',
  join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
  '-c',
  join(ROOT, config),
  '--json',
  `--outputFile=${file}`,
  '--runInBand',
];

const passOrFail = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

const suites = [
  run('lint', process.execPath, [join(ROOT, 'scripts', 'lint.mjs')], null, passOrFail),
  run(
    'architecture',
    bin('depcruise'),
    ['backend/src', 'contracts/src', 'frontend/src', '--config', '.dependency-cruiser.cjs'],
    null,
    passOrFail,
  ),
  run('unit', process.execPath, jest('backend/jest.unit.config.cjs', join(RESULTS, 'unit.json')), join(RESULTS, 'unit.json'), jestCounts),
  // React components of the browser UI in jsdom (frontend/jest.config.cjs).
  run(
    'components',
    process.execPath,
    jest('frontend/jest.config.cjs', join(RESULTS, 'components.json')),
    join(RESULTS, 'components.json'),
    jestCounts,
  ),
  run(
    'integration',
    process.execPath,
    jest('backend/jest.integration.config.cjs', join(RESULTS, 'integration.json')),
    join(RESULTS, 'integration.json'),
    jestCounts,
  ),
  run(
    'end-to-end',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    join(RESULTS, 'e2e-report.json'),
    (_code, report) => report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected },
  ),
  // After the end-to-end run: its app logs hold no e-mail address and no words of a resume.
  run('logs', process.execPath, ['-r', '@swc-node/register', join(ROOT, 'scripts', 'check-logs.ts')], null, passOrFail),
];

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
process.stdout.write('\n[atelier] Summary\n');
for (const s of suites)
  process.stdout.write(
    `[atelier]   ${s.title.padEnd(13)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds} s\n`,
  );
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
