/**
 * Word export bench: `npm run bench:docx [-- --corpus ../shared/corpus]` from the repo root.
 * Prints the time of the DOCX export use case (build the view, write the document, read it back
 * with mammoth and check every word) for the two-page fixtures, per template and language, and
 * with --corpus the word recovery over the corpus's JSON Resumes. Target: p95 under 200 ms.
 */
import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RenderResumeDocx } from '../src/modules/resumes/application/render-resume-docx';
import { buildResumeView, viewTexts } from '../src/modules/resumes/domain/resume-view';
import { wordRecovery } from '../src/modules/resumes/domain/text-round-trip';
import { DocxResumeWriter } from '../src/modules/resumes/infrastructure/rendering/docx-resume.writer';
import { MammothDocxReader } from '../src/modules/resumes/infrastructure/rendering/mammoth-docx.reader';
import { JsonResumeSchema, type JsonResume } from '../src/shared/json-resume';

const { values: flags } = parseArgs({ options: { corpus: { type: 'string' }, runs: { type: 'string', default: '40' } } });
const RUNS = Number(flags.runs);
const writer = new DocxResumeWriter();
const reader = new MammothDocxReader();
const useCase = new RenderResumeDocx(writer, reader);
const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];

async function main(): Promise<void> {
  const rows: string[] = ['template  language  p50 ms  p95 ms  max ms'];
  for (const language of ['en', 'fr'] as const) {
    const resume = JSON.parse(
      readFileSync(join(__dirname, '..', 'test', 'fixtures', 'json-resume', `${language}-two-page.json`), 'utf8'),
    ) as JsonResume;
    for (const template of ['ats', 'modern'] as const) {
      await useCase.execute({ resume, template, language }); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await useCase.execute({ resume, template, language });
        samples.push(performance.now() - start);
      }
      rows.push(
        `${template.padEnd(9)} ${language.padEnd(9)} ${percentile(samples, 50).toFixed(1).padStart(6)}  ${percentile(samples, 95).toFixed(1).padStart(6)}  ${Math.max(
          ...samples,
        )
          .toFixed(1)
          .padStart(6)}`,
      );
    }
  }
  process.stdout.write(`DOCX export (two-page resume, write + mammoth read-back + word check), ${RUNS} runs each\n${rows.join('\n')}\n`);
  if (flags.corpus) await corpusRecovery(resolve(process.env.INIT_CWD ?? process.cwd(), flags.corpus));
}

async function corpusRecovery(corpus: string): Promise<void> {
  const dir = join(corpus, 'jsonresume');
  if (!existsSync(dir)) return void process.stdout.write(`Corpus skipped: ${dir} not found\n`);
  let expected = 0;
  let recovered = 0;
  let documents = 0;
  for (const owner of readdirSync(dir))
    for (const file of readdirSync(join(dir, owner)).filter((f) => f.endsWith('.json'))) {
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(join(dir, owner, file), 'utf8'));
      } catch {
        continue; // not JSON: the render bench lists these
      }
      const parsed = JsonResumeSchema.safeParse(raw);
      if (!parsed.success || (!parsed.data.basics && !parsed.data.work)) continue;
      documents++;
      for (const language of ['en', 'fr'] as const)
        for (const template of ['ats', 'modern'] as const) {
          const view = buildResumeView(parsed.data, language);
          const words = viewTexts(view).join(' ').split(/\s+/).filter(Boolean).length;
          const text = await reader.read(await writer.write(view, { template, pageSize: language === 'fr' ? 'a4' : 'letter' }));
          expected += words;
          recovered += Math.round(wordRecovery(viewTexts(view), text) * words);
        }
    }
  process.stdout.write(
    `Corpus: ${documents} JSON Resumes x 2 templates x 2 languages: ${((100 * recovered) / Math.max(1, expected)).toFixed(2)} % of ${expected} words read back\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
