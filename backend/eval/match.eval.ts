/**
 * npm run eval:match -- --corpus ../shared/corpus [--verbose] [--llm | --keywords-from FILE]
 *
 * Job intake and match analysis measured on the corpus's job postings (the corpus is never
 * copied into the repository; without it the evaluation says so and skips):
 * - grounding: every extracted keyword's words are found in the posting (accents, case and
 *   spacing folded): target >= 95 %;
 * - recall of the skills labelled by hand in eval/labels/job-skills.json, per language:
 *   target >= 80 % in English and in French;
 * - latency of AnalyzeMatch for a two-page resume (test fixtures en/fr-two-page.json) against
 *   every posting: target p95 < 200 ms.
 * Exits non-zero when a target is missed. Further sections (enhancement and tailoring) run
 * after this one; see SECTIONS at the end.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AnalyzeMatch } from '../src/modules/matching/application/analyze-match';
import type { PageFetcher } from '../src/modules/matching/application/job-ports';
import type { JobPosting } from '../src/modules/matching/application/matching-types';
import { ReadJobPosting } from '../src/modules/matching/application/read-job-posting';
import { SKILLS_MATCHER } from '../src/modules/matching/domain/keywords/extract-keywords';
import { LexiconKeywordReader } from '../src/modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { LlmKeywordReader, MAX_KEYWORD_CALLS } from '../src/modules/matching/infrastructure/ai/llm-keyword.reader';
import { loadConfig } from '../src/platform/config/app-config';
import {
  askModel,
  type KeywordReading,
  modelReading,
  OFFLINE_READING,
  recordedAnswers,
  runHeldoutKeywordEval,
  runRealPostingsKeywordEval,
} from './heldout-keywords.eval';
import { keywordKeys, labelKeys as keysOfLabel, squash } from './keyword-keys';
import type { StructuredResume } from '../src/shared/json-resume';
import type { Language } from '../src/shared/language';

const TARGETS = { grounding: 95, recall: 80, p95Ms: 200 };
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const verbose = process.argv.includes('--verbose');
const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);
const fmt = (n: number) => `${n.toFixed(1)} %`;

/** Files are read in place: a fetcher that serves corpus files lets ReadJobPosting read pages as it reads links. */
class CorpusFetcher implements PageFetcher {
  constructor(private readonly files: Map<string, { body: string; contentType: string }>) {}
  async fetchPage(url: URL) {
    const file = this.files.get(url.pathname.slice(1));
    if (!file) throw Object.assign(new Error('not in corpus'), { code: 'JOB_FETCH_FAILED' });
    return { finalUrl: url.href, ...file };
  }
}

interface Read {
  path: string;
  posting: JobPosting;
  source: string;
  intakeMs: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

/** A JSON Resume "job" document (title, description, responsibilities, qualifications, skills) as text. */
function jsonResumeJobText(doc: Record<string, unknown>): string | null {
  if (typeof doc.title !== 'string' || typeof doc.description !== 'string') return null;
  const lines = (v: unknown): string[] =>
    Array.isArray(v)
      ? v.flatMap(lines)
      : typeof v === 'string'
        ? [v]
        : v && typeof v === 'object'
          ? [(v as { name?: string }).name ?? '', ...lines((v as { keywords?: unknown }).keywords)].filter(Boolean)
          : [];
  return [
    doc.title,
    doc.description,
    'Responsibilities:',
    ...lines(doc.responsibilities),
    'Qualifications:',
    ...lines(doc.qualifications),
    'Skills:',
    ...lines(doc.skills),
  ].join('\n');
}

function pdfText(file: string): string | null {
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null; // pdftotext missing or the file unreadable: the posting is skipped and counted as such
  }
}

/** Every posting of the corpus we can read: text, HTML pages, JSON-LD, JSON Resume jobs, PDFs. */
async function readCorpus(corpus: string): Promise<{ read: Read[]; skipped: string[] }> {
  const files = walk(join(corpus, 'jobs'));
  const served = new Map<string, { body: string; contentType: string }>();
  const read: Read[] = [];
  const skipped: string[] = [];
  const reader = new ReadJobPosting(new CorpusFetcher(served), new LexiconKeywordReader());
  for (const file of files) {
    const path = relative(corpus, file);
    const ext = extname(file).toLowerCase();
    let input: { text?: string; url?: string } | null = null;
    let source = '';
    if (ext === '.txt') {
      input = { text: readFileSync(file, 'utf8') };
      source = 'text';
    } else if (ext === '.html' || ext === '.jsonld') {
      served.set(path, { body: readFileSync(file, 'utf8'), contentType: ext === '.html' ? 'text/html' : 'application/ld+json' });
      input = { url: `https://corpus.invalid/${path}` };
      source = ext === '.html' ? 'html' : 'json-ld';
    } else if (ext === '.json') {
      // Job-board records come with the same posting as .txt next to them: read once, as text.
      if (existsSync(join(dirname(file), `${basename(file, ext)}.txt`))) continue;
      try {
        const text = jsonResumeJobText(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
        if (text) {
          input = { text };
          source = 'json';
        }
      } catch {
        /* invalid JSON: skipped below */
      }
    } else if (ext === '.pdf') {
      const text = pdfText(file);
      if (text) {
        input = { text };
        source = 'pdf';
      }
    }
    if (!input) {
      skipped.push(path);
      continue;
    }
    const started = performance.now();
    try {
      const posting = await reader.execute(input);
      read.push({ path, posting, source, intakeMs: performance.now() - started });
    } catch (error) {
      skipped.push(`${path} (${(error as { code?: string }).code ?? 'error'})`);
    }
  }
  return { read, skipped };
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

const table = (rows: string[][]) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ')).join('\n');
};

/** The keyword and match section: prints its tables and answers whether every target was met. */
export async function runKeywordEval(corpus: string): Promise<boolean> {
  // The lexicon's pattern is compiled once per process, on first use: timed on its own.
  const compileStart = performance.now();
  SKILLS_MATCHER.mentions('warm-up', 'en');
  const compileMs = performance.now() - compileStart;
  const labels = JSON.parse(readFileSync(join(__dirname, 'labels', 'job-skills.json'), 'utf8')) as Record<
    string,
    { language: Language; skills: string[] } | string[]
  >;
  const { read, skipped } = await readCorpus(corpus);
  console.log(`\n== Job intake and keywords: ${read.length} postings read (${skipped.length} skipped)`);
  if (verbose && skipped.length) console.log(`   skipped: ${skipped.join(', ')}`);

  // Grounding, over every posting read.
  const grounding: Record<Language, { ok: number; total: number; postings: number }> = {
    en: { ok: 0, total: 0, postings: 0 },
    fr: { ok: 0, total: 0, postings: 0 },
  };
  const ungrounded: string[] = [];
  for (const { path, posting } of read) {
    const text = squash([posting.title, posting.description].filter(Boolean).join('\n'));
    const g = grounding[posting.language];
    g.postings++;
    for (const k of posting.keywords) {
      g.total++;
      if (text.includes(squash(k.term))) g.ok++;
      else ungrounded.push(`${path}: "${k.term}"`);
    }
  }

  // Recall against the hand labels, per the label's language.
  const recall: Record<Language, { hit: number; total: number; postings: number; extracted: number; labelled: number }> = {
    en: { hit: 0, total: 0, postings: 0, extracted: 0, labelled: 0 },
    fr: { hit: 0, total: 0, postings: 0, extracted: 0, labelled: 0 },
  };
  const misses: string[] = [];
  const missingLabelled: string[] = [];
  for (const [path, label] of Object.entries(labels)) {
    if (Array.isArray(label)) continue; // the comment header
    const posting = read.find((r) => r.path === path)?.posting;
    if (!posting) {
      missingLabelled.push(path);
      continue;
    }
    const r = recall[label.language];
    r.postings++;
    const keys = posting.keywords.map(keywordKeys);
    const labelKeys = label.skills.map(keysOfLabel);
    for (const [i, alts] of labelKeys.entries()) {
      r.total++;
      if (keys.some((ks) => alts.some((a) => ks.has(a)))) r.hit++;
      else misses.push(`${path}: ${label.skills[i]}`);
    }
    // Information only: extracted skills a label names (labels are not exhaustive, so a floor).
    const skills = posting.keywords.filter((k) => !['title', 'education', 'seniority'].includes(k.kind));
    r.extracted += skills.length;
    r.labelled += skills.filter((k) => {
      const ks = keywordKeys(k);
      return labelKeys.some((alts) => alts.some((a) => ks.has(a)));
    }).length;
  }

  // Latency of the analysis (and of intake plus analysis) for two-page resumes, EN and FR.
  const fixture = (name: string, language: Language): StructuredResume => ({
    resume: JSON.parse(readFileSync(join(__dirname, '..', 'test', 'fixtures', 'json-resume', name), 'utf8')),
    language,
    confidence: {},
    warnings: [],
  });
  const resumes = [fixture('en-two-page.json', 'en'), fixture('fr-two-page.json', 'fr')];
  const analyze = new AnalyzeMatch();
  const now = new Date('2026-01-15T00:00:00Z');
  for (const r of read.slice(0, 5))
    for (const resume of resumes) analyze.execute({ resume, job: r.posting, language: resume.language, now }); // warm-up
  const times: number[] = [];
  const totals: number[] = [];
  const verdicts = { good: 0, poor: 0 };
  for (const r of read) {
    for (const resume of resumes) {
      const started = performance.now();
      const result = analyze.execute({ resume, job: r.posting, language: resume.language, now });
      const ms = performance.now() - started;
      times.push(ms);
      totals.push(ms + r.intakeMs);
      verdicts[result.verdict]++;
    }
  }
  times.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);

  const rows = [
    ['language', 'postings', 'keywords', 'grounded', 'labelled postings', 'labels', 'recall', 'extracted named by a label (info)'],
  ];
  for (const language of ['en', 'fr'] as Language[]) {
    const g = grounding[language];
    const r = recall[language];
    rows.push([
      language,
      String(g.postings),
      String(g.total),
      fmt(pct(g.ok, g.total)),
      String(r.postings),
      String(r.total),
      fmt(pct(r.hit, r.total)),
      fmt(pct(r.labelled, r.extracted)),
    ]);
  }
  console.log(table(rows));
  const bySource = new Map<string, number>();
  for (const r of read) bySource.set(r.source, (bySource.get(r.source) ?? 0) + 1);
  console.log(`   read by source: ${[...bySource.entries()].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`\n== Match analysis (AnalyzeMatch, two-page resumes EN and FR x ${read.length} postings = ${times.length} runs)`);
  console.log(
    table([
      ['', 'p50', 'p95', 'max'],
      [
        'analysis',
        `${quantile(times, 0.5).toFixed(2)} ms`,
        `${quantile(times, 0.95).toFixed(2)} ms`,
        `${times[times.length - 1]?.toFixed(2)} ms`,
      ],
      [
        'intake + analysis',
        `${quantile(totals, 0.5).toFixed(2)} ms`,
        `${quantile(totals, 0.95).toFixed(2)} ms`,
        `${totals[totals.length - 1]?.toFixed(2)} ms`,
      ],
    ]),
  );
  console.log(
    `   lexicon pattern compiled once per process: ${compileMs.toFixed(1)} ms; verdicts: ${verdicts.good} good, ${verdicts.poor} poor`,
  );

  if (verbose || ungrounded.length) for (const u of ungrounded.slice(0, 20)) console.log(`   not grounded: ${u}`);
  if (verbose) for (const m of misses) console.log(`   missed label: ${m}`);
  if (missingLabelled.length) console.log(`   labelled but not read: ${missingLabelled.join(', ')}`);

  const failures: string[] = [];
  for (const language of ['en', 'fr'] as Language[]) {
    if (pct(grounding[language].ok, grounding[language].total) < TARGETS.grounding)
      failures.push(`grounding ${language} < ${TARGETS.grounding} %`);
    if (recall[language].postings < 15) failures.push(`fewer than 15 labelled ${language} postings read`);
    if (pct(recall[language].hit, recall[language].total) < TARGETS.recall) failures.push(`recall ${language} < ${TARGETS.recall} %`);
  }
  if (quantile(times, 0.95) >= TARGETS.p95Ms) failures.push(`match p95 >= ${TARGETS.p95Ms} ms`);
  console.log(failures.length ? `\nKEYWORDS AND MATCH: TARGETS MISSED: ${failures.join('; ')}` : '\nKeywords and match: every target met.');
  return failures.length === 0;
}

/**
 * The evaluation's sections, run in order; each prints its own tables and answers whether its
 * targets were met. The enhancement and tailoring audit (eval/enhancement.eval.ts,
 * `runEnhancementEval(corpusDir)`) is added here by its owner.
 */
const SECTIONS: Array<{ name: string; run: (corpusDir: string) => Promise<boolean> }> = [
  { name: 'keywords and match', run: runKeywordEval },
  { name: 'enhancement and tailoring', run: (corpusDir) => import('./enhancement.eval').then((m) => m.runEnhancementEval(corpusDir)) },
  { name: 'cover letters', run: (corpusDir) => import('./cover-letter.eval').then((m) => m.runCoverLetterEval(corpusDir)) },
];

async function main(): Promise<number> {
  // Relative to where npm was run (INIT_CWD), as typed: `npm run eval:match -- --corpus ../shared/corpus` from the repository root.
  const corpus = resolve(process.env.INIT_CWD ?? process.cwd(), arg('--corpus') ?? '../shared/corpus');
  const reading = await keywordReading(corpus);
  if (!reading) return 2;
  // The held-out postings live in the repository: measured with or without the corpus.
  const heldout = runHeldoutKeywordEval(verbose, reading);
  if (!existsSync(join(corpus, 'jobs'))) {
    console.log(`No corpus at ${corpus} (expected a jobs/ folder): corpus evaluation skipped. Pass --corpus ../shared/corpus.`);
    return heldout ? 0 : 1;
  }
  runRealPostingsKeywordEval(corpus, verbose, reading);
  let ok = heldout;
  for (const section of SECTIONS) {
    const passed = await section.run(corpus);
    if (!passed) console.log(`section "${section.name}" missed a target`);
    ok &&= passed;
  }
  return ok ? 0 : 1;
}

/**
 * The posting keywords scored: the offline extractor's by default; with --llm, the configured
 * language model's (OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL), asked for every posting;
 * with --keywords-from FILE, a model's answers recorded earlier (eval/model-answers/). Either way
 * held to the posting's text as job intake holds them. Undefined when --llm has no model to ask.
 */
async function keywordReading(corpus: string): Promise<KeywordReading | undefined> {
  const file = arg('--keywords-from');
  if (file)
    return modelReading(recordedAnswers(resolve(process.env.INIT_CWD ?? process.cwd(), file)), `model answers in ${basename(file)}`);
  if (!process.argv.includes('--llm')) return OFFLINE_READING;
  const ai = loadConfig().ai;
  if (!ai) {
    console.error('--llm needs a language model: set OPENAI_API_KEY or OPENAI_BASE_URL (and OPENAI_MODEL).');
    return undefined;
  }
  const corpusJobs = existsSync(join(corpus, 'jobs')) ? corpus : undefined;
  // The evaluation waits for every answer (job intake stops waiting after KEYWORD_WAIT_MS).
  const reader = new LlmKeywordReader(ai, MAX_KEYWORD_CALLS * ai.timeoutMs + 1000);
  return modelReading(await askModel(reader, corpusJobs), `language model ${ai.model}`);
}

if (require.main === module)
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
