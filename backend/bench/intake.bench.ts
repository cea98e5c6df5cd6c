/**
 * npm run bench:intake -- [--corpus ../shared/corpus] [--generated .generated-resumes] [--every N]
 * What an upload ends as, document by document: parsed, then printed with both templates and read
 * back by the round-trip gate (real Chromium and pdftotext), as the intake pipeline does. Counts
 * `ready` / refused / failed per source, format and language, and lists every failure and every
 * document whose content had to be made plain (PRINT_NORMALISED). --every N takes one generated
 * document in N (the whole set is long on a small machine).
 */
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ParseResume } from '../src/modules/resumes/application/parse-resume';
import { RenderResumePdf } from '../src/modules/resumes/application/render-resume';
import { RESUME_TEMPLATES } from '@atelier/contracts';
import { WorkerResumeParser } from '../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { ChromiumResumePdfRenderer } from '../src/modules/resumes/infrastructure/rendering/chromium-resume-pdf.renderer';
import { PdftotextReader } from '../src/modules/resumes/infrastructure/rendering/pdftotext.reader';
import { BrowserPool } from '../src/platform/browser/browser-pool';
import { findChromium } from '../src/platform/browser/chromium-path';
import { corpusDocuments } from './corpus-ground-truth';
import type { GeneratedDocument } from './generated/generate-resumes';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  const corpus = resolve(process.env.INIT_CWD ?? process.cwd(), arg('--corpus') ?? '../shared/corpus');
  const generated = resolve(arg('--generated') ?? '.generated-resumes');
  const every = Number(arg('--every') ?? 1);
  const docs: Array<{ source: string; path: string; group: string }> = [];
  if (existsSync(join(corpus, 'SOURCES.tsv')))
    for (const d of corpusDocuments(corpus)) docs.push({ source: 'corpus', path: d.path, group: `corpus ${d.format}/${d.language}` });
  else console.log(`No corpus at ${corpus}: generated documents only.`);
  if (existsSync(join(generated, 'manifest.json'))) {
    const manifest = JSON.parse(readFileSync(join(generated, 'manifest.json'), 'utf8')) as { documents: GeneratedDocument[] };
    manifest.documents
      .filter((_, i) => i % every === 0)
      .forEach((d) => docs.push({ source: 'generated', path: join(generated, d.file), group: `generated ${d.format}/${d.language}` }));
  } else console.log(`No generated set at ${generated} (npm run generate:resumes).`);

  const executablePath = findChromium(process.env.PUPPETEER_EXECUTABLE_PATH);
  if (!executablePath) throw new Error('Chromium not found (PUPPETEER_EXECUTABLE_PATH)');
  const pool = new BrowserPool({ poolSize: 1, executablePath });
  const render = new RenderResumePdf(new ChromiumResumePdfRenderer(pool), new PdftotextReader());
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  const groups = new Map<string, Record<string, number>>();
  const notes: string[] = [];
  try {
    for (const doc of docs) {
      let outcome = 'ready';
      try {
        const structured = await parse.execute(readFileSync(doc.path));
        let resume = structured.resume;
        for (const template of RESUME_TEMPLATES) {
          const result = await render.execute({ resume, template, language: structured.language });
          if (result.normalised) {
            resume = result.normalised.resume;
            outcome = 'ready (normalised)';
            notes.push(`${doc.path}: ${template} normalised ${result.normalised.changes.length} string(s)`);
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'CRASH';
        // Scans and images are refused with a clear message by design: not a failure.
        outcome = code === 'NO_TEXT_FOUND' ? 'refused: no text (scan)' : code.startsWith('RENDER') ? `failed: ${code}` : `refused: ${code}`;
        notes.push(`${doc.path}: ${outcome} ${(error as Error).message}`);
      }
      const g = groups.get(doc.group) ?? {};
      g[outcome] = (g[outcome] ?? 0) + 1;
      groups.set(doc.group, g);
    }
  } finally {
    await parser.onModuleDestroy();
    await pool.onModuleDestroy();
  }
  console.log('\nUpload outcomes (parse, then both templates through the round-trip gate):\n');
  for (const [group, counts] of [...groups.entries()].sort())
    console.log(
      `${group.padEnd(24)} ${Object.entries(counts)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
  if (notes.length) console.log(`\n${notes.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
