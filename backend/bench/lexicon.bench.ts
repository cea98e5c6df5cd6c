/**
 * npm run bench:lexicon
 * In a fresh process: how long the skills lexicon takes to load (module import, ESCO data parsed,
 * own pattern compiled, phrase index built) and to match one posting (p50/p95 over the held-out
 * postings, each read as a whole posting by extractKeywords, span model included). Also the span
 * model's load (decoded on the first posting). Targets: load < 200 ms, match < 20 ms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

async function main() {
  const started = performance.now();
  const keywords = await import('../src/modules/matching/domain/keywords/extract-keywords');
  const imported = performance.now();
  keywords.SKILLS_MATCHER.mentions('warm-up', 'en');
  const loaded = performance.now();
  keywords.extractKeywords('Warm-up\n- reading one posting', 'en');
  const modelLoaded = performance.now();

  const { postings } = JSON.parse(readFileSync(join(__dirname, '..', 'eval', 'labels', 'heldout-postings.json'), 'utf8')) as {
    postings: Array<{ text: string; language: 'en' | 'fr' }>;
  };
  const times: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const p of postings) {
      const t = performance.now();
      keywords.extractKeywords(p.text, p.language);
      times.push(performance.now() - t);
    }
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(2);
  console.log(
    `lexicon load: ${(loaded - started).toFixed(0)} ms (import and ESCO data ${(imported - started).toFixed(0)} ms, first match compiles ${(loaded - imported).toFixed(0)} ms) — target < 200 ms`,
  );
  console.log(`span model load (first posting): ${(modelLoaded - loaded).toFixed(0)} ms`);
  console.log(`match one posting: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms over ${times.length} runs — target < 20 ms`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
