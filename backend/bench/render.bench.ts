/**
 * Rendering bench: `npm run bench:render [-- --corpus ../shared/corpus] [--quick]` from the repo root.
 * Measures, on this machine and in one run: warm latency of the render use case for a two-page
 * resume, throughput with both cores busy, memory over 500 renders, and side by side the two usual
 * alternatives (a fresh page navigating to a URL per render; a browser launched per render). With
 * --corpus, also the share of words pdftotext reads back from the corpus's JSON Resume documents.
 */
import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { RenderResumePdf } from '../src/modules/resumes/application/render-resume';
import { JsonResumeSchema, type JsonResume, type ResumeLanguage } from '../src/shared/json-resume';
import { defaultPageSize, RESUME_TEMPLATES } from '../src/modules/resumes/domain/resume-template';
import { buildResumeView, viewTexts } from '../src/modules/resumes/domain/resume-view';
import { checkRoundTrip, wordRecovery } from '../src/modules/resumes/domain/text-round-trip';
import { ChromiumResumePdfRenderer } from '../src/modules/resumes/infrastructure/rendering/chromium-resume-pdf.renderer';
import { PdftotextReader } from '../src/modules/resumes/infrastructure/rendering/pdftotext.reader';
import { resumeHtml } from '../src/modules/resumes/infrastructure/rendering/resume-html';
import { BrowserPool } from '../src/platform/browser/browser-pool';
import { findChromium, findFullChromium, headlessModeOf } from '../src/platform/browser/chromium-path';

const { values: flags } = parseArgs({ options: { corpus: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const N = flags.quick
  ? { warm: 30, throughput: 60, memory: 100, navigate: 10, launch: 4 }
  : { warm: 100, throughput: 300, memory: 500, navigate: 30, launch: 10 };
const CONCURRENCY = 4; // two pages in the pool, two more waiting: both cores stay busy

const resume = JSON.parse(readFileSync(join(__dirname, '..', 'test', 'fixtures', 'json-resume', 'en-two-page.json'), 'utf8')) as JsonResume;
const request = { resume, template: 'modern' as const, language: 'en' as const };
const html = resumeHtml(buildResumeView(resume, 'en'), { template: 'modern', pageSize: 'letter' });
let failures = 0;

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  try {
    await fn();
  } catch (error) {
    failures++;
    process.stderr.write(`render failed: ${(error as Error).message.split('\n')[0]}\n`);
  }
  return performance.now() - start;
}

async function sequential(count: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await timed(fn));
  return samples;
}

async function concurrent(count: number, fn: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await timed(fn);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

/** Resident memory of a process and all its descendants (Chromium is a dozen processes). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The usual alternative: the same warm browser, but a new page per render that loads the HTML from a URL. */
async function freshPageWithNavigation(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    await page.pdf({ printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

/** The other usual alternative: a browser launched for each render. */
async function launchPerRender(executablePath: string): Promise<void> {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath,
    headless: headlessModeOf(executablePath),
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    await page.pdf({ printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

async function corpusCheck(corpus: string, renderer: ChromiumResumePdfRenderer, reader: PdftotextReader): Promise<void> {
  const dir = join(corpus, 'jsonresume');
  if (!existsSync(dir)) {
    process.stdout.write(`\nCorpus check skipped: ${dir} not found (pass --corpus ../shared/corpus).\n`);
    return;
  }
  const rows: string[][] = [['template', 'language', 'documents', 'words expected', 'words recovered', 'recovered', 'gate passed']];
  const stats = new Map<string, { docs: number; expected: number; recovered: number; passed: number }>();
  const skipped: string[] = [];
  for (const owner of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, owner))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const path = join(dir, owner, file);
      let doc: JsonResume;
      try {
        const parsed = JsonResumeSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
        if (!parsed.success) {
          skipped.push(`${owner}/${file} (schema)`);
          continue;
        }
        doc = parsed.data;
      } catch {
        skipped.push(`${owner}/${file} (not JSON)`);
        continue;
      }
      if (!doc.basics && !doc.work) {
        skipped.push(`${owner}/${file} (not a resume)`);
        continue;
      }
      const language: ResumeLanguage = /(^|[-_.])fr([-_.]|$)/i.test(file) ? 'fr' : 'en';
      const view = buildResumeView(doc, language);
      for (const template of RESUME_TEMPLATES) {
        const key = `${template}|${language}`;
        const s = stats.get(key) ?? { docs: 0, expected: 0, recovered: 0, passed: 0 };
        try {
          const { pdf } = await renderer.render(view, { template, pageSize: defaultPageSize(language) });
          const text = await reader.read(pdf);
          const expected = viewTexts(view)
            .join(' ')
            .split(/\s+/)
            .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
          s.expected += expected;
          s.recovered += Math.round(wordRecovery(viewTexts(view), text) * expected);
          const check = checkRoundTrip(viewTexts(view), text);
          if (check.ok) s.passed++;
          else
            process.stderr.write(
              `gate: ${owner}/${file} ${template}: "${check.firstMismatch?.expected}" read as "${check.firstMismatch?.found}"\n`,
            );
        } catch (error) {
          failures++;
          process.stderr.write(`render failed: ${owner}/${file} ${template}: ${(error as Error).message}\n`);
        }
        s.docs++;
        stats.set(key, s);
      }
    }
  }
  for (const [key, s] of [...stats].sort()) {
    const [template, language] = key.split('|');
    rows.push([
      template,
      language,
      String(s.docs),
      String(s.expected),
      String(s.recovered),
      `${((100 * s.recovered) / Math.max(1, s.expected)).toFixed(2)} %`,
      `${s.passed}/${s.docs}`,
    ]);
  }
  process.stdout.write(`\nWord recovery by pdftotext on ${corpus}/jsonresume (valid documents only)\n${table(rows)}\n`);
  if (skipped.length) process.stdout.write(`Skipped: ${skipped.join(', ')}\n`);
}

async function main(): Promise<void> {
  const executablePath = findChromium(process.env.PUPPETEER_EXECUTABLE_PATH);
  if (!executablePath) throw new Error('no Chromium found; set PUPPETEER_EXECUTABLE_PATH');
  const pool = new BrowserPool({ poolSize: 2, executablePath });
  const renderer = new ChromiumResumePdfRenderer(pool);
  const reader = new PdftotextReader();
  const useCase = new RenderResumePdf(renderer, reader);
  const browser = await (pool as unknown as { getBrowser(): Promise<Browser> }).getBrowser();
  const memory = () => ({ node: process.memoryUsage().rss, chromium: treeRss(browser.process()!.pid!) });
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/resume.html`;

  try {
    const pages = (await useCase.execute(request)).pageCount;
    process.stdout.write(
      `Rendering bench: ${pages}-page English resume, template "modern", Letter; node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
    );
    process.stdout.write(`Browser for the pool and both alternatives: ${executablePath} (${await browser.version()})\n`);
    await sequential(10, () => useCase.execute(request)); // warm-up: JIT, font decoding, page pool

    // Interleaved, so both see the same machine (another process waking up hits both alike).
    const full: number[] = [];
    const print: number[] = [];
    for (let i = 0; i < N.warm; i++) {
      full.push(await timed(() => useCase.execute(request)));
      print.push(await timed(() => renderer.render(buildResumeView(resume, 'en'), { template: 'modern', pageSize: 'letter' })));
    }
    const throughput = await concurrent(N.throughput, () => useCase.execute(request));

    const before = memory();
    const samples: Array<{ at: number; node: number; chromium: number }> = [];
    for (let i = 1; i <= N.memory; i++) {
      await timed(() => useCase.execute(request));
      if (i === 50 || i % Math.max(50, N.memory / 5) === 0) {
        global.gc?.();
        samples.push({ at: i, ...memory() });
      }
    }

    const navigate = await sequential(N.navigate, () => freshPageWithNavigation(browser, url));
    const launch = await sequential(N.launch, () => launchPerRender(executablePath));
    // Most launch-per-render code runs the full browser: shown for information, not as the ratio.
    const fullBrowser = findFullChromium();
    const launchFull =
      fullBrowser && fullBrowser !== executablePath ? await sequential(N.launch, () => launchPerRender(fullBrowser)) : null;

    const p50 = (s: number[]) => percentile(s, 50);
    process.stdout.write(
      `\n${table([
        ['measure', 'value', 'target'],
        ['warm latency p50 (render + metadata + text gate)', ms(p50(full)), '< 120 ms'],
        ['warm latency p95 (render + metadata + text gate)', ms(percentile(full, 95)), ''],
        ['warm latency p50 (render + metadata only)', ms(p50(print)), ''],
        [`throughput, ${CONCURRENCY} concurrent requests, pool of 2 pages`, `${throughput.toFixed(1)} PDF/s`, '>= 12 PDF/s'],
        ['alternative: fresh page + navigation to 127.0.0.1, p50', ms(p50(navigate)), ''],
        ['alternative: browser launched per render, p50', ms(p50(launch)), ''],
        ...(launchFull ? [[`information: full browser (${fullBrowser}) launched per render, p50`, ms(p50(launchFull)), '']] : []),
        ['speed-up vs fresh page + navigation (full use case)', `${(p50(navigate) / p50(full)).toFixed(1)}x`, '>= 3x'],
        ['speed-up vs launch per render (full use case)', `${(p50(launch) / p50(full)).toFixed(1)}x`, '>= 20x'],
        ['speed-up vs fresh page + navigation (like for like: no gate)', `${(p50(navigate) / p50(print)).toFixed(1)}x`, ''],
        ['speed-up vs launch per render (like for like: no gate)', `${(p50(launch) / p50(print)).toFixed(1)}x`, ''],
        ['failed renders', String(failures), '0'],
      ])}\n`,
    );
    process.stdout.write(
      `\nMemory over ${N.memory} renders (resident, after GC when exposed)\n${table([
        ['after render', 'node', 'chromium (all processes)'],
        ['0', mib(before.node), mib(before.chromium)],
        ...samples.map((s) => [String(s.at), mib(s.node), mib(s.chromium)]),
      ])}\n`,
    );
    const [first, last] = [samples[0], samples.at(-1)!];
    process.stdout.write(
      `growth from render ${first.at} to ${last.at}: node ${mib(last.node - first.node)}, chromium ${mib(last.chromium - first.chromium)}\n`,
    );

    // npm runs the script from backend/; a relative --corpus means relative to where npm was run.
    if (flags.corpus) await corpusCheck(resolve(process.env.INIT_CWD ?? process.cwd(), flags.corpus), renderer, reader);
  } finally {
    server.close();
    await pool.onModuleDestroy();
  }
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exitCode = 1;
});
