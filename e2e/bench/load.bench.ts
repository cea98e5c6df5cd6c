/**
 * Load bench: `npm run bench:load [-- --no-identity-cache] [--uploads 30] [--duration 10]` from the
 * repo root, after `npm run build`.
 *
 * Starts the built app (one process, web and worker, on its own embedded PostgreSQL, Redis and Auth
 * emulator) and measures, against it over HTTP:
 * - uploads: --uploads real documents (the e2e fixtures: PDF and DOCX, EN and FR), 4 at a time,
 *   each followed until it is ready: uploads per second sustained, and upload-to-ready p50/p95;
 * - `GET /api/resumes` for a signed-in guest (autocannon, 16 connections): requests per second,
 *   latency p50/p97.5/p99;
 * - pages `/` and `/home` (autocannon): requests per second, latency p50/p99;
 * and counts every error and non-2xx answer (the target is none).
 * --no-identity-cache runs the same with IDENTITY_CACHE_MS=0, so a token is verified on every
 * request (with the Auth emulator that is a user lookup over HTTP): the note compares both.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { startApp } from '../support/start-app';

const { values: flags } = parseArgs({
  options: {
    'no-identity-cache': { type: 'boolean', default: false },
    uploads: { type: 'string', default: '30' },
    duration: { type: 'string', default: '10' },
  },
});
const UPLOADS = Number(flags.uploads);
const DURATION_S = Number(flags.duration);
const UPLOAD_CONCURRENCY = 4;
const FIXTURES = ['resume-en.pdf', 'resume-fr.docx', 'resume-fr.pdf'].map((name) => ({
  name,
  bytes: readFileSync(join(__dirname, '..', 'fixtures', name)),
  type: name.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A guest of the app's Auth emulator, as the browser would sign in (anonymous sign-up). */
async function guestToken(baseURL: string): Promise<string> {
  const config = (await (await fetch(`${baseURL}/api/auth/config`)).json()) as { apiKey: string; emulatorUrl?: string };
  if (!config.emulatorUrl) throw new Error('bench:load signs in through the Auth emulator (no FIREBASE_* configured)');
  const response = await fetch(`${config.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Uploads `count` documents, `UPLOAD_CONCURRENCY` at a time, each followed to ready. */
async function uploads(baseURL: string, token: string, count: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function one(i: number) {
    const fixture = FIXTURES[i % FIXTURES.length];
    const form = new FormData();
    form.append('file', new Blob([fixture.bytes], { type: fixture.type }), `${i}-${fixture.name}`);
    const t0 = performance.now();
    const response = await fetch(`${baseURL}/api/resumes`, { method: 'POST', headers: auth, body: form });
    if (!response.ok) return void errors++;
    const { id } = (await response.json()) as { id: string };
    for (;;) {
      const { stage } = (await (await fetch(`${baseURL}/api/resumes/${id}`, { headers: auth })).json()) as { stage: string };
      if (stage === 'ready') return void times.push(performance.now() - t0);
      if (stage === 'failed') return void errors++;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), ready: times.length, errors };
}

async function hammer(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 16, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const cache = !flags['no-identity-cache'];
  process.stdout.write(`[bench:load] starting the app (identity cache ${cache ? 'on' : 'off'})…\n`);
  const app = await startApp('bench-load-app.log', {
    RATE_LIMIT_UPLOADS: '100000/600',
    RATE_LIMIT_RENDERS: '100000/600',
    ...(cache ? {} : { IDENTITY_CACHE_MS: '0' }),
  });
  try {
    const token = await guestToken(app.baseURL);
    await fetch(`${app.baseURL}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    process.stdout.write(`[bench:load] ${UPLOADS} uploads…\n`);
    const up = await uploads(app.baseURL, token, UPLOADS);
    process.stdout.write(`[bench:load] GET /api/resumes, / and /home for ${DURATION_S} s each…\n`);
    const list = await hammer(`${app.baseURL}/api/resumes`, { Authorization: `Bearer ${token}` });
    const landing = await hammer(`${app.baseURL}/`);
    const home = await hammer(`${app.baseURL}/home`);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `\n== bench:load, identity cache ${cache ? 'on' : 'off'}, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `uploads: ${up.ready}/${UPLOADS} ready, ${up.perSecond.toFixed(2)} per second sustained, upload-to-ready p50 ${ms(up.p50)}, p95 ${ms(up.p95)}, errors ${up.errors}`,
    );
    for (const [name, r] of [
      ['GET /api/resumes', list],
      ['GET /', landing],
      ['GET /home', home],
    ] as const)
      console.log(
        `${name.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p97.5 ${r.p975} ms   p99 ${r.p99} ms   errors ${r.errors}`,
      );
    const errors = up.errors + list.errors + landing.errors + home.errors;
    if (errors) {
      console.log(`\n${errors} error(s): see test-results/bench-load-app.log`);
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
  }
}

void main();
