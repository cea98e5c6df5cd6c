/**
 * API bench: `npm run bench:api [-- --connections 16] [--duration 10] [--quick]` from the repo root.
 * Measures, on this machine and in one run, requests per second and latency (p50, p99) of
 * `GET /api/resumes` for a signed-in guest holding 50 ready resumes, served by the real app (APP_ROLE=web)
 * on real PostgreSQL, Redis and the Firebase Auth emulator, side by side with a bare Nest route
 * (one controller returning a small JSON object) in the same process: the ratio is what our stack
 * (auth guard, rate-limit guard, validation, query, error filter, headers) costs over Nest itself.
 * Closed loop: C keep-alive connections each send the next request as soon as the previous answer
 * ends, for D seconds after a 2 s warm-up. The client runs in a worker thread so it does not share
 * the server's event loop.
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Controller, Get, Module, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp } from '../src/create-app';
import { RESUME_REPOSITORY, type ResumeRepository } from '../src/modules/resumes/application/ports';
import { Resume } from '../src/modules/resumes/domain/resume';
import { loadConfig } from '../src/platform/config/app-config';
import { startAuthEmulator, type RunningEmulator } from '../src/platform/embedded/auth-emulator.launcher';
import { startEmbeddedPostgres, type RunningService } from '../src/platform/embedded/embedded-postgres.launcher';
import { startEmbeddedRedis } from '../src/platform/embedded/embedded-redis.launcher';
import { freePort } from '../src/platform/embedded/ports';
import type { JsonResume, StructuredResume } from '../src/shared/json-resume';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(flags.connections);
const DURATION_S = flags.quick ? 3 : Number(flags.duration);
const WARMUP_S = 2;
const RESUMES = 50;
const PROJECT = 'demo-atelier-bench';
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || !(DURATION_S > 0)) {
  process.stderr.write('--connections must be a whole number >= 1 and --duration a number of seconds > 0\n');
  process.exit(2);
}

@Controller()
class BareController {
  @Get('bare')
  bare() {
    return { ok: true, service: 'bare' };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

interface LoadResult {
  latencies: number[];
  count: number;
  errors: number;
  warmupErrors: number;
  seconds: number;
  firstError?: string;
}

/**
 * The load client, as plain JavaScript evaluated in a worker thread (so no TypeScript loader is
 * needed there). Latency runs from sending the request to the last byte of the answer.
 */
const LOAD_CLIENT = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, warmupMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const latencies = [];
let errors = 0, warmupErrors = 0, firstError, measuring = false, stopping = false;
function once() {
  return new Promise((resolve) => {
    const start = performance.now();
    const fail = (why) => { if (measuring) errors++; else warmupErrors++; firstError ??= why; resolve(); };
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200) return fail('HTTP ' + res.statusCode);
        if (measuring) latencies.push(performance.now() - start);
        resolve();
      });
      res.on('error', (e) => fail(e.message));
    });
    req.on('error', (e) => fail(e.message));
    req.end();
  });
}
async function loop() { while (!stopping) await once(); }
(async () => {
  const loops = Array.from({ length: connections }, loop);
  await new Promise((r) => setTimeout(r, warmupMs));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  stopping = true;
  await Promise.all(loops);
  agent.destroy();
  parentPort.postMessage({ latencies, count: latencies.length + errors, errors, warmupErrors, seconds, firstError });
})();
`;

function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_CLIENT, {
      eval: true,
      workerData: { url, headers, connections: CONNECTIONS, warmupMs: WARMUP_S * 1000, durationMs: DURATION_S * 1000 },
    });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => {
          text += chunk;
        })
        .on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
    })
      .on('error', reject)
      .end();
  });
}

/** A fresh guest: an anonymous user from the Auth emulator, and their ID token (as the integration tests make them). */
async function guestToken(authHost: string): Promise<{ uid: string; token: string }> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; localId: string };
  return { uid: json.localId, token: json.idToken };
}

/** 50 ready resumes written straight through the repository: the list reads rows, parsing them would only slow the set-up. */
async function seedResumes(repository: ResumeRepository, ownerId: string): Promise<void> {
  const resume = JSON.parse(
    readFileSync(join(__dirname, '..', 'test', 'fixtures', 'json-resume', 'en-two-page.json'), 'utf8'),
  ) as JsonResume;
  const structured: StructuredResume = { resume, language: 'en', confidence: {}, warnings: [] };
  const start = Date.now() - RESUMES * 60_000;
  for (let i = 0; i < RESUMES; i++) {
    const at = new Date(start + i * 60_000); // distinct creation times: a stable newest-first order
    const item = Resume.upload(
      { ownerId, fileName: `Resume ${String(i + 1).padStart(2, '0')}.pdf`, fileType: 'pdf', sizeBytes: 48_000 + i },
      at,
    );
    item.recordStructure(structured, at);
    item.markReady(at);
    await repository.insert(item);
    if (i === 0) await repository.claimBaseIfNone(ownerId, item.id);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

interface Running {
  dataDir?: string;
  pg?: RunningService;
  redis?: RunningService;
  auth?: RunningEmulator;
  app?: INestApplicationContext;
  bare?: INestApplication;
}
const running: Running = {};
let cleaning: Promise<void> | undefined;

/** Stops everything this run started and removes its temp dir; safe to call twice (error, then signal). */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.allSettled([running.app?.close(), running.bare?.close()]);
    await Promise.allSettled([running.pg?.stop(), running.redis?.stop(), running.auth?.stop()]);
    if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the services...\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  // Same set-up as the integration tests' global-setup: throwaway data, free ports, never the dev app's.
  running.dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  chmodSync(running.dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const [pgPort, redisPort, authPort, apiPort, barePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const quiet = () => undefined;
  const started = await Promise.allSettled([
    startEmbeddedPostgres(running.dataDir, pgPort, quiet).then((s) => (running.pg = s)),
    startEmbeddedRedis(running.dataDir, redisPort, false, quiet).then((s) => (running.redis = s)),
    startAuthEmulator(running.dataDir, authPort, PROJECT, false, quiet).then((s) => (running.auth = s)),
  ]);
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const { pg, redis, auth } = running as Required<Running>;

  const config = loadConfig({
    // Generous limits as in the integration tests: the bench fires thousands of requests from one uid.
    RATE_LIMIT_UPLOADS: '100000/60',
    RATE_LIMIT_SUPERMATCH: '100000/60',
    RATE_LIMIT_ACCOUNT: '100000/60',
    RATE_LIMIT_AUTH_CONFIG: '100000/60',
    APP_ROLE: 'web', // no queue consumers competing for the CPU
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIREBASE_PROJECT_ID: PROJECT,
    ATELIER_DATA_DIR: running.dataDir,
  });
  running.app = await createApp(
    config,
    {
      databaseUrl: pg.url,
      redisUrl: redis.url,
      authEmulatorHost: auth.host,
      stop: async () => undefined,
    },
    { pages: false, listen: true, logLevels: ['error'] },
  );

  running.bare = await NestFactory.create<INestApplication>(BareModule, { logger: false });
  await running.bare.listen(barePort, '127.0.0.1');

  const { uid, token } = await guestToken(auth.host);
  await seedResumes(running.app.get<ResumeRepository>(RESUME_REPOSITORY), uid);
  const authHeader = { authorization: `Bearer ${token}` };
  const resumesUrl = `http://127.0.0.1:${apiPort}/api/resumes`;
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const check = await getJson(resumesUrl, authHeader);
  const items = (check.body as { items?: unknown[] }).items;
  if (check.status !== 200 || items?.length !== RESUMES) {
    throw new Error(`GET /api/resumes answered ${check.status} with ${items?.length ?? 'no'} items, expected 200 with ${RESUMES}`);
  }
  const listBytes = Buffer.byteLength(JSON.stringify(check.body));

  process.stdout.write(
    `API bench: node ${process.version}, ${cpus().length} cores, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per target\n` +
      `GET /api/resumes: guest with ${RESUMES} ready resumes (${listBytes} bytes of JSON); GET /bare: bare Nest (express) in the same process\n`,
  );
  const resumes = await load(resumesUrl, authHeader);
  const bare = await load(bareUrl, {});

  const rows: string[][] = [['target', 'requests', 'requests/s', 'p50', 'p99', 'errors (non-200)']];
  const stats = [
    ['GET /api/resumes', resumes],
    ['GET /bare', bare],
  ] as const;
  const summary = stats.map(([name, r]) => {
    const sorted = Float64Array.from(r.latencies).sort();
    const s = { rps: r.count / r.seconds, p50: percentile([...sorted], 50), p99: percentile([...sorted], 99) };
    rows.push([name, String(r.count), s.rps.toFixed(0), ms(s.p50), ms(s.p99), String(r.errors)]);
    return s;
  });
  const [list, nest] = summary;
  process.stdout.write(`\n${table(rows)}\n`);
  process.stdout.write(
    `\nbare / resumes: ${(nest.rps / list.rps).toFixed(1)}x the requests per second; resumes / bare: ${(list.p99 / nest.p99).toFixed(1)}x the p99\n`,
  );
  // firebase-admin in emulator mode always checks revocation (base-auth.js verifyIdToken): a getUser
  // HTTP call to the emulator process per request, which real Firebase (cached keys) does not make.
  process.stdout.write(
    'note: with the Auth emulator every authenticated request also costs one getUser round trip to the emulator (not made with real Firebase)\n',
  );

  const failures = stats.reduce((n, [, r]) => n + r.errors + r.warmupErrors, 0);
  for (const [name, r] of stats) {
    if (r.errors + r.warmupErrors)
      process.stderr.write(`${name}: ${r.errors} failed while measuring, ${r.warmupErrors} during warm-up; first: ${r.firstError}\n`);
  }
  process.exitCode = failures === 0 ? 0 : 1;
}

main()
  .catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
