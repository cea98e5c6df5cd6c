#!/usr/bin/env node
// `npm run content:edit`: edit the site's pages on your machine with the CMS, no git host needed.
// - decap-server (the CMS's local backend) reads and writes frontend/src/content/pages of this
//   checkout, on CMS_LOCAL_BACKEND_PORT (8081);
// - the app runs with CMS_LOCAL_BACKEND=1, so the CMS (/admin/content) talks to it (sign in as an administrator:
//   ./bin/atelier admin <uid>, see docs/content.md);
// - when a page file changes, the pages are rebuilt and the app restarted (content is compiled
//   into the build, as in production), so the site shows the change some seconds later.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const cmsPort = process.env.CMS_LOCAL_BACKEND_PORT || '8081';
const log = (line) => process.stderr.write(`[content:edit] ${line}\n`);

if (spawnSync(process.execPath, [join(ROOT, 'scripts', 'bootstrap.mjs'), 'setup'], { stdio: 'inherit', cwd: ROOT }).status !== 0)
  process.exit(1);

const decap = spawn(process.execPath, [join(ROOT, 'node_modules', 'decap-server', 'dist', 'index.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: cmsPort },
  stdio: 'inherit',
});

let app;
function startApp() {
  app = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, CMS_LOCAL_BACKEND: '1', CMS_LOCAL_BACKEND_PORT: cmsPort },
    stdio: 'inherit',
  });
}
function stopApp() {
  return new Promise((resolve) => {
    if (!app || app.exitCode !== null) return resolve();
    app.once('exit', () => resolve());
    app.kill('SIGTERM');
  });
}

let timer;
let rebuilding = false;
let again = false;
async function rebuild() {
  if (rebuilding) {
    again = true;
    return;
  }
  rebuilding = true;
  log('content changed: rebuilding the pages…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status === 0) {
    await stopApp();
    startApp();
    log('restarted with the new content.');
  } else {
    log('the build failed (see above): the site keeps the previous content. Fix the page and save again.');
  }
  rebuilding = false;
  if (again) {
    again = false;
    void rebuild();
  }
}

startApp();
watch(join(ROOT, 'frontend', 'src', 'content', 'pages'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => void rebuild(), 1500);
});
log(`CMS local backend on port ${cmsPort}; open http://localhost:${process.env.PORT || 3000}/admin/content as an administrator.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    decap.kill(signal);
    await stopApp();
    process.exit(0);
  });
}
