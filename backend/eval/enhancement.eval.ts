/**
 * Enhancement and tailoring over the corpus, with both engines: the offline engine, and the LLM
 * engine (the real LangChain client) against a loopback OpenAI-compatible server whose answers are
 * adversarial (eval/llm-adversary.ts), every other one preceded by malformed output:
 *   cd backend && node -r @swc-node/register eval/enhancement.eval.ts --corpus ../shared/corpus
 * For every corpus resume (PDF/DOCX/DOC through the real parser, JSON Resumes by import): fabricated
 * employers, titles, dates, numbers and names (target 0), identity unchanged, sections and
 * entries preserved, job-keyword coverage before/after tailoring (EN and FR postings), changes and
 * questions; and the audit's own sensitivity on planted fabrications (target 100%).
 */
import { LexiconKeywordReader } from '../src/modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { EnhanceResume } from '../src/modules/enhancement/application/enhance-resume';
import { TailorResume } from '../src/modules/enhancement/application/tailor-resume';
import { auditFabrication, type AuditFinding } from '../src/modules/enhancement/domain/fabrication-audit';
import type { JobFocus } from '../src/modules/enhancement/domain/job-focus';
import { personalizationQuestions, scopeAnswers } from '../src/modules/enhancement/domain/questions';
import { resumeText } from '../src/modules/enhancement/domain/resume-strings';
import { fold, mentions } from '../src/modules/enhancement/domain/text-match';
import { LangchainAiEngine } from '../src/modules/enhancement/infrastructure/ai/langchain-ai.engine';
import { OfflineAiEngine } from '../src/modules/enhancement/infrastructure/ai/offline-ai.engine';
import { MatchingKeywordReader } from '../src/modules/enhancement/infrastructure/matching-keyword.reader';
import { ReadJobPosting } from '../src/modules/matching/application/read-job-posting';
import { ParseResume } from '../src/modules/resumes/application/parse-resume';
import { WorkerResumeParser } from '../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { isWordsKeyword } from '../src/shared/job-posting';
import type { JsonResume, ResumeLanguage } from '../src/shared/json-resume';
import { startFakeOpenAi, type FakeReply } from '../test/integration/support/fake-openai';
import { adversarialProposal } from './llm-adversary';

const JOBS_PER_LANGUAGE = 3;
const ANSWER = { en: 'saved 4 hours per week for 12 users', fr: '4 heures gagnées par semaine pour 12 utilisateurs' };

export function files(dir: string, exts: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path, exts);
      return exts.includes(extname(name).toLowerCase()) ? [path] : [];
    })
    .sort();
}

interface Row {
  group: string;
  resumes: number;
  enhanceChanges: number;
  tailorChanges: number;
  questions: number;
  fabricated: number;
  identity: number;
  entries: number;
  coverageBefore: number;
  coverageAfter: number;
  topBefore: number;
  topAfter: number;
  tailorings: number;
}

const FABRICATION_KINDS = new Set(['employer', 'title', 'date', 'degree', 'institution', 'number', 'name', 'skill', 'section']);

/** What a recruiter (and an ATS's first pass) reads first: the summary, the skills, the first lines of each job. */
function topText(resume: JsonResume): string {
  return [
    resume.basics?.summary ?? '',
    ...(resume.skills ?? []).flatMap((s) => [s.name ?? '', ...(s.keywords ?? [])]),
    ...(resume.work ?? []).flatMap((w) => (w.highlights ?? []).slice(0, 3)),
  ].join('\n');
}

/** The postings the evals tailor to: the first readable ones of the corpus, per language. */
export async function evalJobs(
  corpus: string,
  readJob: ReadJobPosting,
): Promise<Record<ResumeLanguage, Array<{ name: string; job: JobFocus }>>> {
  const jobs: Record<ResumeLanguage, Array<{ name: string; job: JobFocus }>> = { en: [], fr: [] };
  for (const [language, dir, pattern] of [
    ['en', 'jobs/JACKAS5__resume-helper', /\.txt$/],
    ['fr', 'jobs/TaniaGA01__Jobs-list', /\.txt$/],
  ] as const) {
    for (const path of files(join(corpus, dir), ['.txt']).filter((p) => pattern.test(p))) {
      if (jobs[language].length >= JOBS_PER_LANGUAGE) break;
      try {
        const job = await readJob.execute({ text: readFileSync(path, 'utf8') });
        if (job.keywords.length >= 3) jobs[language].push({ name: relative(corpus, path), job });
      } catch {
        /* a posting too short to read is not a tailoring target */
      }
    }
  }
  return jobs;
}

export async function runEnhancementEval(corpusDir: string): Promise<boolean> {
  const corpus = resolve(corpusDir);
  if (!existsSync(join(corpus, 'resumes')) && !existsSync(join(corpus, 'jsonresume'))) {
    console.log(`enhancement eval skipped: no corpus at ${corpus} (pass --corpus PATH)`);
    return true;
  }
  Logger.overrideLogger(['error']);
  const reader = new MatchingKeywordReader();
  const engine = new OfflineAiEngine();
  const enhance = new EnhanceResume(engine);
  const tailor = new TailorResume(engine, reader);
  const readJob = new ReadJobPosting({ fetchPage: () => Promise.reject(new Error('offline')) }, new LexiconKeywordReader());
  let replies: FakeReply[] = [];
  const llmServer = await startFakeOpenAi(() => replies.shift() ?? { status: 500 });
  const llmEngine = new LangchainAiEngine({ apiKey: 'eval', baseUrl: llmServer.baseUrl, model: 'gpt-4o-mini', timeoutMs: 10_000 });
  const llm = { enhance: new EnhanceResume(llmEngine), tailor: new TailorResume(llmEngine, reader) };
  const llmStats = { runs: 0, llmRuns: 0, proposed: 0, accepted: 0, fabricated: 0, identity: 0, entries: 0, maxCalls: 0, tokens: 0 };

  const jobs = await evalJobs(corpus, readJob);
  console.log(`jobs: en ${jobs.en.map((j) => j.name).join(', ')}; fr ${jobs.fr.map((j) => j.name).join(', ')}`);

  const documents = [
    ...files(join(corpus, 'resumes'), ['.pdf', '.docx', '.doc']),
    ...files(join(corpus, 'jsonresume'), ['.json']).filter((p) => !/schema\.json$/.test(p)),
  ];
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  const rows = new Map<string, Row>();
  const findings: Array<{ path: string; run: string; finding: AuditFinding }> = [];
  const skipped: string[] = [];
  let planted = 0;
  let caught = 0;
  const missed: string[] = [];
  try {
    for (const path of documents) {
      let structured;
      try {
        structured = await parse.execute(readFileSync(path));
      } catch (error) {
        skipped.push(`${relative(corpus, path)} (${(error as { code?: string }).code ?? (error as Error).message})`);
        continue;
      }
      const { resume: original, language } = structured;
      const format = extname(path).slice(1).toLowerCase();
      const group = `${format}/${language}`;
      const row = rows.get(group) ?? {
        group,
        resumes: 0,
        enhanceChanges: 0,
        tailorChanges: 0,
        questions: 0,
        fabricated: 0,
        identity: 0,
        entries: 0,
        coverageBefore: 0,
        coverageAfter: 0,
        topBefore: 0,
        topAfter: 0,
        tailorings: 0,
      };
      rows.set(group, row);
      row.resumes++;
      const count = (run: string, result: JsonResume, answers = [] as ReturnType<typeof scopeAnswers>) => {
        for (const f of auditFabrication(original, result, answers).findings) {
          findings.push({ path: relative(corpus, path), run, finding: f });
          if (f.kind === 'identity') row.identity++;
          else if (f.kind === 'entries') row.entries++;
          else if (FABRICATION_KINDS.has(f.kind)) row.fabricated++;
        }
      };

      const enhanced = await enhance.execute({ resume: original, language });
      row.enhanceChanges += enhanced.changes.length;
      row.questions += enhanced.questions.length;
      count('enhance', enhanced.resume);

      // Answers: each result question answered with a number; those facts may appear only where asked.
      const answersMap = Object.fromEntries(enhanced.questions.map((q) => [q.id, ANSWER[language]]));
      const answered = await enhance.execute({ resume: original, language, answers: answersMap });
      count('enhance+answers', answered.resume, scopeAnswers(personalizationQuestions(original), answersMap));

      for (const { name, job } of jobs[language]) {
        const ids = new Set(
          job.keywords.filter((k) => ['hard', 'tool', 'certification', 'language', 'soft'].includes(k.kind)).map((k) => k.id),
        );
        if (!ids.size) continue;
        const tailored = await tailor.execute({ resume: original, language, job });
        row.tailorChanges += tailored.changes.length;
        row.tailorings++;
        count(`tailor ${name}`, tailored.resume);
        // A keyword that is its words (no lexicon entry) is covered by the same words.
        const byWords = job.keywords.filter((k) => ids.has(k.id) && isWordsKeyword(k));
        const covered = async (text: string) => {
          const found = new Set((await reader.read(text)).map((k) => k.id));
          for (const k of byWords) if (mentions(fold(text), k.term)) found.add(k.id);
          return [...ids].filter((id) => found.has(id)).length / ids.size;
        };
        row.coverageBefore += await covered(resumeText(original));
        row.coverageAfter += await covered(resumeText(tailored.resume));
        row.topBefore += await covered(topText(original));
        row.topAfter += await covered(topText(tailored.resume));
      }

      // The LLM engine, answered by the adversary; every other resume gets malformed output first (one retry).
      for (const [run, job] of [
        ['llm enhance', undefined],
        ...jobs[language].slice(0, 1).map((j) => [`llm tailor ${j.name}`, j.job] as const),
      ] as const) {
        const proposal = adversarialProposal(original);
        replies = llmStats.runs % 2 ? [{ text: '{"changes": [ not json' }, { json: proposal }] : [{ json: proposal }];
        const sent = llmServer.requests.length;
        const result = job
          ? await llm.tailor.execute({ resume: original, language, job })
          : await llm.enhance.execute({ resume: original, language });
        llmStats.runs++;
        if (result.engine === 'llm') llmStats.llmRuns++;
        llmStats.proposed += proposal.changes.length;
        llmStats.accepted += result.changes.filter((c) => c.source === 'llm').length;
        llmStats.maxCalls = Math.max(llmStats.maxCalls, llmServer.requests.length - sent);
        llmStats.tokens += result.usage.promptTokens + result.usage.completionTokens;
        for (const f of auditFabrication(original, result.resume).findings) {
          findings.push({ path: relative(corpus, path), run, finding: f });
          if (f.kind === 'identity') llmStats.identity++;
          else if (f.kind === 'entries') llmStats.entries++;
          else if (FABRICATION_KINDS.has(f.kind)) llmStats.fabricated++;
        }
      }

      // The audit must catch what it exists to catch: plant fabrications in the enhanced result.
      const plants: Array<(r: JsonResume) => boolean> = [
        (r) => {
          r.basics = { ...r.basics, summary: `${r.basics?.summary ?? ''} 10+ years at Google and a PhD from Harvard.` };
          return true;
        },
        (r) => {
          if (!r.work?.length) return false;
          r.work[0] = { ...r.work[0], name: 'Globex Invented Corp' };
          return true;
        },
        (r) => {
          if (!r.work?.length) return false;
          r.work[0] = { ...r.work[0], startDate: '1987-04' };
          return true;
        },
        (r) => {
          const w = r.work?.find((x) => x.highlights?.length);
          if (!w) return false;
          w.highlights![0] = `${w.highlights![0]}, increasing revenue by 61.83%`;
          return true;
        },
        (r) => {
          r.basics = { ...r.basics, email: 'someone.else@example.com' };
          return true;
        },
      ];
      for (const plant of plants) {
        const copy = structuredClone(enhanced.resume);
        if (!plant(copy)) continue;
        planted++;
        if (!auditFabrication(original, copy).ok) caught++;
        else missed.push(`${relative(corpus, path)}: plant ${plants.indexOf(plant) + 1}`);
      }
    }
  } finally {
    await parser.onModuleDestroy();
    await llmServer.close();
  }

  const pct = (x: number, n: number) => (n ? `${((100 * x) / n).toFixed(1)}%` : '-');
  const avg = (x: number, n: number) => (n ? (x / n).toFixed(1) : '-');
  const header = [
    'group',
    'resumes',
    'enh chg/res',
    'tailor chg/run',
    'questions/res',
    'fabricated',
    'identity chg',
    'entries chg',
    'coverage before',
    'after',
    'top before',
    'top after',
  ];
  const table = [...rows.values()]
    .sort((a, b) => a.group.localeCompare(b.group))
    .map((r) => [
      r.group,
      String(r.resumes),
      avg(r.enhanceChanges, r.resumes),
      avg(r.tailorChanges, r.tailorings),
      avg(r.questions, r.resumes),
      String(r.fabricated),
      String(r.identity),
      String(r.entries),
      pct(r.coverageBefore, r.tailorings),
      pct(r.coverageAfter, r.tailorings),
      pct(r.topBefore, r.tailorings),
      pct(r.topAfter, r.tailorings),
    ]);
  const total = [...rows.values()].reduce(
    (t, r) => {
      for (const k of Object.keys(t) as Array<keyof Row>) if (k !== 'group') (t[k] as number) += r[k] as number;
      return t;
    },
    {
      group: 'all',
      resumes: 0,
      enhanceChanges: 0,
      tailorChanges: 0,
      questions: 0,
      fabricated: 0,
      identity: 0,
      entries: 0,
      coverageBefore: 0,
      coverageAfter: 0,
      topBefore: 0,
      topAfter: 0,
      tailorings: 0,
    } as Row,
  );
  table.push([
    total.group,
    String(total.resumes),
    avg(total.enhanceChanges, total.resumes),
    avg(total.tailorChanges, total.tailorings),
    avg(total.questions, total.resumes),
    String(total.fabricated),
    String(total.identity),
    String(total.entries),
    pct(total.coverageBefore, total.tailorings),
    pct(total.coverageAfter, total.tailorings),
    pct(total.topBefore, total.tailorings),
    pct(total.topAfter, total.tailorings),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\nEnhancement and tailoring (offline engine)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  table.forEach((r) => console.log(line(r)));
  console.log('\nLLM engine (real LangChain client) against a loopback server answering adversarially, every other run malformed first');
  console.log(
    `runs ${llmStats.runs} (answered by the model: ${llmStats.llmRuns}); changes proposed ${llmStats.proposed}, accepted ${llmStats.accepted}; ` +
      `fabricated ${llmStats.fabricated}, identity changed ${llmStats.identity}, entries changed ${llmStats.entries}; ` +
      `most model calls in one run ${llmStats.maxCalls} (limit 2); tokens counted ${llmStats.tokens}`,
  );
  console.log(
    `\nAudit sensitivity on planted fabrications: ${caught}/${planted} caught${missed.length ? ` (missed: ${missed.join('; ')})` : ''}`,
  );
  if (skipped.length) console.log(`Not readable (parser errors, not enhancement): ${skipped.length}: ${skipped.join('; ')}`);
  for (const f of findings.slice(0, 30))
    console.log(`  finding ${f.path} [${f.run}] ${f.finding.kind} ${f.finding.path}: ${f.finding.value}`);

  const llmMet =
    llmStats.fabricated === 0 &&
    llmStats.identity === 0 &&
    llmStats.entries === 0 &&
    llmStats.maxCalls <= 2 &&
    llmStats.llmRuns === llmStats.runs &&
    llmStats.accepted > 0 &&
    llmStats.tokens > 0;
  const met =
    llmMet &&
    total.fabricated === 0 &&
    total.identity === 0 &&
    total.entries === 0 &&
    caught === planted &&
    total.coverageAfter >= total.coverageBefore - 1e-9 &&
    total.topAfter >= total.topBefore - 1e-9;
  console.log(
    `Targets (0 fabricated by either engine, identity and entries unchanged, coverage not lower, planted fabrications all caught, ` +
      `at most 2 model calls per run, honest model rewrites kept): ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

if (require.main === module) {
  const at = process.argv.indexOf('--corpus');
  runEnhancementEval(at >= 0 ? process.argv[at + 1] : '../shared/corpus')
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
