/**
 * npm run bench:lexicon
 * How long the skills lexicon takes to load (module import, ESCO data parsed, own pattern
 * compiled, phrase indexes built) in a fresh process, and to match one posting (p50/p95, each read
 * as a whole posting by extractKeywords, span model included): short postings (held-out set 1)
 * and long ones (the training postings of 450 words or more, written as real boards publish
 * them). Also the span model's load (decoded on the first posting). A load is one sample of a busy
 * machine: the bench starts RUNS fresh processes and prints every load, their median (held to the
 * target) and their worst. It measures the compiled build (backend/dist, what the server runs,
 * in plain Node; the npm script builds it first) and, for comparison with earlier figures, the
 * sources through the development transpiler (@swc-node), which adds its own reading and
 * transpiling to every import. Targets: load < 200 ms, match < 20 ms.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const RUNS = 7;
const TARGETS = { loadMs: 200, matchMs: 20 };
const KEYWORDS = join('modules', 'matching', 'domain', 'keywords', 'extract-keywords');
const COMPILED = join(__dirname, '..', 'dist', `${KEYWORDS}.js`);
const SOURCES = join(__dirname, '..', 'src', KEYWORDS);

interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

interface Sample {
  load: number;
  imported: number;
  compiled: number;
  model: number;
  short: Timing;
  long: Timing;
}

/**
 * One fresh process's figures. Run as the child's whole program (`node -e`), so that the compiled
 * build is timed in plain Node, without the transpiler this file needs: it holds no reference to
 * anything outside itself.
 */
function child(module: string, backend: string): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  type Posting = { text: string; language: 'en' | 'fr' };
  const started = performance.now();
  const keywords = require(module) as typeof import('../src/modules/matching/domain/keywords/extract-keywords');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const imported = performance.now();
  keywords.SKILLS_MATCHER.mentions('warm-up', 'en');
  const loaded = performance.now();
  keywords.extractKeywords('Warm-up\n- reading one posting', 'en');
  const modelLoaded = performance.now();
  const read = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { postings: Posting[] }).postings;
  const training = path.join(backend, 'data', 'keyword-training');
  const long = fs
    .readdirSync(training)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => read(path.join(training, f)))
    .filter((p) => p.text.split(/\s+/).length >= 450);
  const timing = (postings: Posting[], rounds: number) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++)
      for (const p of postings) {
        const t = performance.now();
        keywords.extractKeywords(p.text, p.language);
        times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))];
    return { p50: q(0.5), p95: q(0.95), runs: times.length };
  };
  // Each posting is read once (a second reading would find its lines remembered:
  // remembering-matcher.ts), after other postings, as by a server that has read a few.
  timing(read(path.join(backend, 'eval', 'labels', 'heldout-postings-v2.json')), 1);
  const sample: Sample = {
    load: loaded - started,
    imported: imported - started,
    compiled: loaded - imported,
    model: modelLoaded - loaded,
    short: timing(read(path.join(backend, 'eval', 'labels', 'heldout-postings.json')), 1),
    long: timing(long, 1),
  };
  console.log(JSON.stringify(sample));
}

/** RUNS fresh processes loading `module`: their figures printed; true when the targets are met. */
function bench(name: string, module: string, execArgv: string[], targeted = true): boolean {
  const samples: Sample[] = [];
  const program = `(${child.toString()})(${JSON.stringify(module)}, ${JSON.stringify(join(__dirname, '..'))})`;
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(process.execPath, [...execArgv, '-e', program], { encoding: 'utf8' });
    samples.push(JSON.parse(out.trim().split('\n').pop()!) as Sample);
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const target = (limit: number) => (targeted ? ` — target < ${limit} ms` : '');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const worst = (kind: 'short' | 'long') => Math.max(...samples.map((s) => s[kind].p95));
  console.log(`\n== ${name}`);
  for (const [i, s] of samples.entries())
    console.log(
      `process ${i + 1}: lexicon load ${ms(s.load)} (import and data ${ms(s.imported)}, first match compiles ${ms(s.compiled)}), span model ${ms(s.model)}, match p95 ${s.short.p95.toFixed(2)} ms short, ${s.long.p95.toFixed(2)} ms long`,
    );
  const loads = samples.map((s) => s.load);
  console.log(
    `lexicon load: median ${ms(median(loads))}, worst ${ms(Math.max(...loads))} over ${RUNS} fresh processes${target(TARGETS.loadMs)}`,
  );
  console.log(`span model load (first posting): median ${ms(median(samples.map((s) => s.model)))}`);
  for (const kind of ['short', 'long'] as const)
    console.log(
      `match one ${kind} posting: p50 ${median(samples.map((s) => s[kind].p50)).toFixed(2)} ms, p95 ${worst(kind).toFixed(2)} ms (worst process, ${samples[0][kind].runs} runs each)${target(TARGETS.matchMs)}`,
    );
  return median(loads) < TARGETS.loadMs && worst('short') < TARGETS.matchMs && worst('long') < TARGETS.matchMs;
}

function main(): number {
  if (!existsSync(COMPILED)) {
    console.error(`No compiled build at ${COMPILED}: run npm run build -w backend first (npm run bench:lexicon does).`);
    return 2;
  }
  const met = bench('compiled build (backend/dist), plain Node: what the server loads', COMPILED, []);
  bench('sources through the development transpiler (for comparison with earlier figures)', SOURCES, process.execArgv, false);
  return met ? 0 : 1;
}

process.exit(main());
