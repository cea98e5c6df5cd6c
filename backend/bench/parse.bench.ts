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
import { WorkerResumeParser } from '../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { foldAccents } from '../src/shared/text';
import { corpusDocuments, type Truth } from './corpus-ground-truth';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const corpus = resolve(arg('--corpus') ?? '../shared/corpus');
const jsonOut = arg('--json');
const verbose = process.argv.includes('--verbose');

const fold = (s?: string) =>
  foldAccents(s ?? '')
    .replace(/[^a-z0-9@.+]+/g, ' ')
    .trim();
const digits = (s?: string) => (s ?? '').replace(/\D/g, '');
const similar = (a?: string, b?: string) => {
  const x = fold(a);
  const y = fold(b);
  return !!x && !!y && (x === y || x.includes(y) || y.includes(x));
};

type Score = { hit: number; total: number };
const FIELDS = ['name', 'email', 'phone', 'workCount', 'company', 'position', 'dates', 'educationCount', 'skills'] as const;
type Field = (typeof FIELDS)[number];

function score(truth: Truth, got: JsonResume): Partial<Record<Field, Score>> {
  const s: Partial<Record<Field, Score>> = {};
  const b = got.basics ?? {};
  if (truth.name) s.name = { hit: fold(b.name) === fold(truth.name) ? 1 : 0, total: 1 };
  if (truth.email) s.email = { hit: fold(b.email) === fold(truth.email) ? 1 : 0, total: 1 };
  if (truth.phone) s.phone = { hit: digits(b.phone) === digits(truth.phone) ? 1 : 0, total: 1 };
  if (truth.work) {
    const work = got.work ?? [];
    s.workCount = { hit: work.length === truth.work.length ? 1 : 0, total: 1 };
    const company = { hit: 0, total: 0 };
    const position = { hit: 0, total: 0 };
    const dates = { hit: 0, total: 0 };
    truth.work.forEach((t, i) => {
      // Employer first: one person often holds the same title at several employers.
      const match =
        work.find((w) => similar(w.name, t.company) && similar(w.position, t.position)) ??
        work.find((w) => similar(w.name, t.company)) ??
        work.find((w) => similar(w.position, t.position)) ??
        work[i];
      if (t.company) {
        company.total++;
        if (work.some((w) => similar(w.name, t.company))) company.hit++;
      }
      if (t.position) {
        position.total++;
        if (work.some((w) => similar(w.position, t.position))) position.hit++;
      }
      if (t.startDate) {
        dates.total++;
        const month = t.startDate.slice(0, 7);
        if (match?.startDate && (match.startDate === month || (match.startDate.length === 4 && month.startsWith(match.startDate))))
          dates.hit++;
      }
    });
    if (company.total) s.company = company;
    if (position.total) s.position = position;
    if (dates.total) s.dates = dates;
  }
  if (truth.educationCount !== undefined && truth.educationCount > 0)
    s.educationCount = { hit: (got.education ?? []).length === truth.educationCount ? 1 : 0, total: 1 };
  if (truth.skills?.length) {
    const found = fold(JSON.stringify(got.skills ?? []));
    s.skills = { hit: truth.skills.filter((k) => found.includes(fold(k))).length, total: truth.skills.length };
  }
  return s;
}

const pct = (s?: Score) => (s && s.total ? `${Math.round((100 * s.hit) / s.total)}% (${s.total})` : '—');
const quantile = (xs: number[], q: number) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.min(a.length - 1, Math.floor(q * a.length))] : 0;
};

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
  const groups = new Map<string, { scores: Partial<Record<Field, Score>>; times: number[]; docs: number }>();
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
    group.docs++;
    group.times.push(ms);
    const s = got ? score(doc.truth, got) : Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 1 }]));
    for (const [field, value] of Object.entries(s) as Array<[Field, Score]>) {
      const acc = group.scores[field] ?? { hit: 0, total: 0 };
      group.scores[field] = { hit: acc.hit + value.hit, total: acc.total + value.total };
    }
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

  const total = { scores: {} as Partial<Record<Field, Score>>, times: [] as number[], docs: 0 };
  for (const g of groups.values()) {
    total.docs += g.docs;
    total.times.push(...g.times);
    for (const [f, v] of Object.entries(g.scores) as Array<[Field, Score]>) {
      const acc = total.scores[f] ?? { hit: 0, total: 0 };
      total.scores[f] = { hit: acc.hit + v.hit, total: acc.total + v.total };
    }
  }
  const header = ['group', 'docs', ...FIELDS, 'p50 ms', 'p95 ms'];
  const rows = [...[...groups.entries()].sort(), ['all', total] as const].map(([key, g]) => [
    key,
    String(g.docs),
    ...FIELDS.map((f) => pct(g.scores[f])),
    quantile(g.times, 0.5).toFixed(0),
    quantile(g.times, 0.95).toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\nParser accuracy on documents with ground truth (percent correct, (number scored)):\n');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
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
