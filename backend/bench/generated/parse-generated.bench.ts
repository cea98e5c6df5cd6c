/**
 * npm run bench:parse:generated -- [--dir .generated-resumes] [--json FILE] [--verbose] [--failures]
 * The parser against the generated documents (npm run generate:resumes first), whose answers are
 * known by construction: per format and language, per layout, per producer. Refusals and parse
 * errors count as misses on every field.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ParseResume } from '../../src/modules/resumes/application/parse-resume';
import { WorkerResumeParser } from '../../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import type { JsonResume } from '../../src/shared/json-resume';
import { addScores, failedScores, type Field, type Group, printTable, score } from '../parse-score';
import type { GeneratedDocument } from './generate-resumes';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dir = resolve(arg('--dir') ?? '.generated-resumes');
const FIELDS: Field[] = ['name', 'email', 'phone', 'workCount', 'company', 'position', 'dates', 'educationCount'];

async function main() {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.log(`bench:parse:generated skipped: no ${manifestPath} (run npm run generate:resumes first)`);
    return;
  }
  const { documents, seed } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { documents: GeneratedDocument[]; seed: number };
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  await parse.execute(readFileSync(join(dir, documents[0].file))).catch(() => undefined);
  const byFormat = new Map<string, Group>();
  const byLanguage = new Map<string, Group>();
  const byLayout = new Map<string, Group>();
  const byProducer = new Map<string, Group>();
  const outcomes: Record<string, number> = {};
  const perDoc: unknown[] = [];
  const add = (map: Map<string, Group>, key: string, s: ReturnType<typeof score>, ms: number) => {
    const g = map.get(key) ?? { scores: {}, times: [], docs: 0 };
    addScores(g, s, ms);
    map.set(key, g);
  };
  for (const doc of documents) {
    const started = performance.now();
    let got: JsonResume | null = null;
    let outcome = 'parsed';
    try {
      got = (await parse.execute(readFileSync(join(dir, doc.file)))).resume;
    } catch (error) {
      outcome = (error as { code?: string }).code ?? `CRASH: ${(error as Error).message}`;
    }
    const ms = performance.now() - started;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    const s = got ? score(doc.truth, got) : failedScores();
    add(byFormat, `${doc.format}/${doc.language}`, s, ms);
    add(byLanguage, doc.language, s, ms);
    add(byLayout, `${doc.layout}/${doc.language}`, s, ms);
    add(byProducer, `${doc.producer}/${doc.origin}`, s, ms);
    perDoc.push({ file: doc.file, outcome, score: s });
    const missed = Object.entries(s).filter(([f, v]) => FIELDS.includes(f as Field) && v.hit < v.total);
    if (process.argv.includes('--verbose') || (process.argv.includes('--failures') && missed.length))
      console.log(
        doc.file,
        outcome,
        missed.map(([f]) => f).join(','),
        JSON.stringify({ name: got?.basics?.name, email: got?.basics?.email, phone: got?.basics?.phone }),
        JSON.stringify(got?.work?.map((w) => `${w.position} @ ${w.name}`)),
      );
  }
  await parser.onModuleDestroy();
  console.log(`\nGenerated set (seed ${seed}, ${documents.length} documents): percent correct (number scored)\n`);
  console.log('By language (the French figures should be within 2 points of the English ones):');
  printTable(byLanguage, FIELDS, 'language');
  console.log('\nBy format and language:');
  printTable(byFormat, FIELDS, 'format/lang');
  console.log('\nBy layout and language:');
  printTable(byLayout, FIELDS, 'layout/lang');
  console.log('\nBy producer and origin:');
  printTable(byProducer, FIELDS, 'producer/origin');
  console.log(
    `\nOutcomes: ${Object.entries(outcomes)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  const json = arg('--json');
  if (json) writeFileSync(json, JSON.stringify({ seed, outcomes, byFormat: Object.fromEntries(byFormat), documents: perDoc }, null, 1));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
