/**
 * npm run bench:parse -- --corpus ../shared/corpus [--json FILE]
 * Field-level accuracy of the resume parser against every corpus document with ground truth,
 * per format and language, plus parse times and a robustness pass over every corpus resume.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ParseResume } from '../src/modules/resumes/application/parse-resume';
import type { JsonResume } from '../src/shared/json-resume';
import { addScores, failedScores, type Group, printTable, score } from './parse-score';
import { WorkerResumeParser } from '../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { corpusDocuments } from './corpus-ground-truth';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const corpus = resolve(process.env.INIT_CWD ?? process.cwd(), arg('--corpus') ?? '../shared/corpus');
const jsonOut = arg('--json');
const verbose = process.argv.includes('--verbose');

async function main() {
  if (!existsSync(resolve(corpus, 'SOURCES.tsv'))) {
    console.log(`bench:parse skipped: no corpus at ${corpus} (pass --corpus PATH)`);
    return;
  }
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  const docs = corpusDocuments(corpus);
  // Warm the worker (module loading) so times are per document, as in a running app.
  await parse
    .execute(await import('node:fs').then((fs) => fs.readFileSync(docs.find((d) => d.format === 'pdf')!.path)))
    .catch(() => undefined);
  const groups = new Map<string, Group>();
  const outcomes: Record<string, number> = {};
  const perDoc: unknown[] = [];
  for (const doc of docs) {
    const started = performance.now();
    let got: JsonResume | null = null;
    let outcome = 'parsed';
    try {
      got = (await parse.execute(await import('node:fs').then((fs) => fs.readFileSync(doc.path)))).resume;
    } catch (error) {
      outcome = (error as { code?: string }).code ?? `CRASH: ${(error as Error).message}`;
    }
    const ms = performance.now() - started;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (!doc.truth) continue;
    const key = `${doc.format}/${doc.language}`;
    const group = groups.get(key) ?? { scores: {}, times: [], docs: 0 };
    const s = got ? score(doc.truth, got) : failedScores();
    addScores(group, s, ms);
    groups.set(key, group);
    perDoc.push({ path: doc.path.replace(`${corpus}/`, ''), outcome, ms: Math.round(ms), score: s });
    if (verbose)
      console.log(
        doc.path.replace(`${corpus}/`, ''),
        outcome,
        JSON.stringify(s),
        got?.work?.map((w) => `${w.position} @ ${w.name} ${w.startDate ?? ''}`),
      );
  }
  await parser.onModuleDestroy();

  console.log('\nParser accuracy on documents with ground truth (percent correct, (number scored)):\n');
  const total = printTable(groups);
  console.log(
    `\nEvery corpus resume (${docs.length} files): ${Object.entries(outcomes)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ corpus, groups: Object.fromEntries(groups), total, outcomes, documents: perDoc }, null, 2));
    console.log(`Written ${jsonOut}`);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
