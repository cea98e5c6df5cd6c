#!/usr/bin/env node
// One entry for `npm start`, `npm test` and `npm run setup` on a fresh clone.
//
// It must run on whatever Node the machine has (Node 18+), so it uses only Node built-ins.
// Each step checks whether it is already done (stamps under .data/.stamps) so a second
// `npm start` skips straight to starting the app.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODE_VERSION = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);
const STAMPS = join(ROOT, '.data', '.stamps');
const command = process.argv[2] ?? 'start';

function log(msg) {
  process.stdout.write(`[atelier] ${msg}\n`);
}

function fail(msg) {
  process.stderr.write(`[atelier] ${msg}\n`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) fail(`${cmd} could not run: ${res.error.message}`);
  return res.status ?? 1;
}

function runOrFail(cmd, args, what, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) fail(`${what} failed (exit ${code}).`);
}

function which(bin) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, bin))) return join(dir, bin);
  }
  return null;
}

function readStamp(name) {
  const file = join(STAMPS, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function writeStamp(name, value) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(join(STAMPS, name), value);
}

/** Hash of every file under the given paths (skipping build output), to decide whether to rebuild. */
function hashTree(paths) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', '.astro', '.data', 'coverage']);
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p).sort()) if (!skip.has(entry)) walk(join(p, entry));
    } else {
      hash.update(relative(ROOT, p));
      hash.update(readFileSync(p));
    }
  };
  paths.forEach((p) => walk(join(ROOT, p)));
  return hash.digest('hex');
}

// 1. Node 24: the stack (NestJS 12, Astro 7, MikroORM 7) does not run on older Node.
//    Node's binaries are published on the npm registry, so fetch them from there.
function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === NODE_MAJOR) return false;
  const platformPkg = `node-${process.platform}-${process.arch}`;
  const toolDir = join(ROOT, '.tools', `node-${NODE_VERSION}`);
  const nodeBin = join(toolDir, 'package', 'bin', 'node');
  if (!existsSync(nodeBin)) {
    log(`Node ${process.versions.node} is too old; fetching Node ${NODE_VERSION} (${platformPkg}) from the npm registry...`);
    mkdirSync(toolDir, { recursive: true });
    runOrFail(
      'npm',
      ['pack', `${platformPkg}@${NODE_VERSION}`, '--pack-destination', toolDir, '--silent'],
      `Fetching ${platformPkg}@${NODE_VERSION} (install Node ${NODE_MAJOR} yourself, e.g. with nvm, if your platform has no such package)`,
    );
    runOrFail('tar', ['xzf', `${platformPkg}-${NODE_VERSION}.tgz`], 'Unpacking Node', { cwd: toolDir });
  }
  // Re-run this script under Node 24, with Node 24 first on PATH so npm and every child use it.
  const env = { ...process.env, PATH: `${dirname(nodeBin)}:${process.env.PATH}` };
  const child = spawn(nodeBin, process.argv.slice(1), { stdio: 'inherit', env });
  // Forward stop signals (a process manager's SIGTERM) and wait for the app to finish stopping.
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
  return true;
}

// 2. System packages the embedded defaults need, unless configuration points elsewhere.
function ensureSystemPackages() {
  const missing = [];
  // The renderer prefers Chromium's headless shell (prints faster, launches faster); the full
  // browser drives the Playwright tests and is the renderer's fallback.
  if (!process.env.PUPPETEER_EXECUTABLE_PATH) {
    if (!which('chromium-headless-shell')) missing.push({ bin: 'chromium-headless-shell', apt: 'chromium-headless-shell' });
    if (!(which('chromium') || which('chromium-browser') || which('google-chrome'))) missing.push({ bin: 'chromium', apt: 'chromium' });
  }
  if (!process.env.REDIS_URL && !which('redis-server')) missing.push({ bin: 'redis-server', apt: 'redis-server' });
  if (!which('pdftotext')) missing.push({ bin: 'pdftotext', apt: 'poppler-utils' });
  if (!existsSync('/usr/share/fonts/truetype/dejavu') && process.platform === 'linux')
    missing.push({ bin: 'fonts', apt: 'fonts-dejavu-core' });
  if (missing.length === 0) return;
  const names = missing.map((m) => m.apt);
  const isRoot = process.getuid?.() === 0;
  const apt = which('apt-get');
  if (apt && (isRoot || which('sudo'))) {
    log(`Installing system packages: ${names.join(' ')}`);
    const pre = isRoot ? [] : ['sudo'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const [cmd, ...rest] = [...pre, 'apt-get'];
    runOrFail(cmd, [...rest, 'update', '-qq'], 'apt-get update', { env });
    runOrFail(cmd, [...rest, 'install', '-y', '-qq', '--no-install-recommends', ...names], 'apt-get install', { env });
    return;
  }
  fail(
    `Missing system packages: ${names.join(', ')}. Install them with your package manager ` +
      `(or set PUPPETEER_EXECUTABLE_PATH / REDIS_URL to use existing ones), then run again.`,
  );
}

const NPM_MAJOR = 11;

/**
 * The npm to install with: the machine's when it is npm 11 or newer, else npm 11 fetched from the
 * registry into .tools (with npm 10, Vite 8, which Astro 7 needs, does not install).
 */
function npmCommand() {
  const res = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  const major = Number((res.stdout ?? '').trim().split('.')[0]);
  if (major >= NPM_MAJOR) return ['npm'];
  const dir = join(ROOT, '.tools', `npm-${NPM_MAJOR}`);
  const cli = join(dir, 'package', 'bin', 'npm-cli.js');
  if (!existsSync(cli)) {
    log(`npm ${(res.stdout ?? '?').trim()} is too old; fetching npm ${NPM_MAJOR} from the registry...`);
    mkdirSync(dir, { recursive: true });
    const packed = spawnSync('npm', ['pack', `npm@${NPM_MAJOR}`, '--pack-destination', dir, '--json'], { cwd: ROOT, encoding: 'utf8' });
    if (packed.status !== 0) fail(`Fetching npm ${NPM_MAJOR} failed: ${packed.stderr}`);
    const file = JSON.parse(packed.stdout)[0].filename;
    runOrFail('tar', ['xzf', file], 'Unpacking npm', { cwd: dir });
  }
  return [process.execPath, cli];
}

// 3. npm dependencies, reinstalled only when the lockfile changes.
function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const key = createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : readFileSync(join(ROOT, 'package.json')))
    .update(process.version)
    .digest('hex');
  if (readStamp('deps') === key && existsSync(join(ROOT, 'node_modules'))) return;
  log('Installing npm dependencies...');
  // Puppeteer, Playwright and firebase-tools must not try to download browsers or binaries:
  // only the npm registry is reachable, and we use the system Chromium.
  const env = { ...process.env, PUPPETEER_SKIP_DOWNLOAD: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  // `npm install` rather than `npm ci`: it follows the lockfile too, but tolerates the optional
  // per-platform packages (@swc/core-darwin-*, @nx/nx-win32-*...) that registries without them
  // leave out of the lockfile, which makes `npm ci` refuse the lockfile outright.
  const [npm, ...npmArgs] = npmCommand();
  runOrFail(npm, [...npmArgs, 'install', '--no-audit', '--no-fund'], 'npm install', { env });
  writeStamp('deps', key);
}

// 4. Build, only when sources changed since the last build.
function ensureBuild() {
  // contracts/ is built first (npm run build does it): both sides import its dist.
  const key = hashTree([
    'contracts/src',
    'contracts/package.json',
    'contracts/tsconfig.json',
    'contracts/tsconfig.cjs.json',
    'contracts/tsconfig.esm.json',
    'backend/src',
    'backend/tsconfig.json',
    'backend/tsconfig.build.json',
    'frontend/src',
    'frontend/astro.config.mjs',
    'frontend/public',
    'tsconfig.base.json',
    'package-lock.json',
  ]);
  const built =
    existsSync(join(ROOT, 'contracts/dist/cjs/index.js')) &&
    existsSync(join(ROOT, 'contracts/dist/esm/index.js')) &&
    existsSync(join(ROOT, 'backend/dist/main.js')) &&
    existsSync(join(ROOT, 'frontend/dist/server/entry.mjs'));
  if (built && readStamp('build') === key) return;
  log('Building...');
  runOrFail('npm', ['run', 'build'], 'Build');
  writeStamp('build', key);
}

function startApp() {
  // Migrations run inside the app at start (see backend/src/platform/database), so a plain
  // start is all that is left to do here.
  const child = spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit', cwd: ROOT, env: process.env });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

function main() {
  ensureSystemPackages();
  ensureDependencies();
  ensureBuild();
  if (command === 'start') return startApp();
  if (command === 'test') process.exit(run(process.execPath, [join(ROOT, 'scripts', 'run-tests.mjs')]));
  // bin/atelier runs setup before every command: it stays silent when there was nothing to do.
  if (command === 'setup') return process.env.ATELIER_SETUP_QUIET ? undefined : log('Setup complete.');
  fail(`Unknown command "${command}" (use start, test or setup).`);
}

// Under an older Node, ensureNode() re-runs this script under Node 24 and that child does the rest.
if (!ensureNode()) main();
