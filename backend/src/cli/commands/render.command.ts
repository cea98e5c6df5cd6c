import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BrowserPool } from '../../platform/browser/browser-pool';
import { RenderResumePdf } from '../../modules/resumes/application/render-resume';
import { RenderResumePreview } from '../../modules/resumes/application/render-resume-preview';
import { JsonResumeSchema, type JsonResume } from '../../shared/json-resume';
import { RenderError } from '../../modules/resumes/domain/render-errors';
import { isPageSize, isResumeTemplate } from '@atelier/contracts';
import { ChromiumResumePdfRenderer } from '../../modules/resumes/infrastructure/rendering/chromium-resume-pdf.renderer';
import { PdftotextReader } from '../../modules/resumes/infrastructure/rendering/pdftotext.reader';
import { cliLanguage, cliText, usageLine } from '../cli-messages';

const SYNTAX =
  './bin/atelier render RESUME.json --out FILE.pdf [--template ats|modern] [--lang en|fr] [--page a4|letter] [--preview FILE.png]';

/**
 * JSON Resume in, PDF out, through the same use case as the API: the PDF is written only once it
 * has passed the text round-trip check.
 */
export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: {
      template: { type: 'string', default: 'ats' },
      lang: { type: 'string' },
      page: { type: 'string' },
      out: { type: 'string' },
      preview: { type: 'string' },
    },
  });
  const [input] = positionals;
  const { template, page, out, preview } = values;
  if (
    !input ||
    typeof out !== 'string' ||
    !isResumeTemplate(template) ||
    (page !== undefined && !isPageSize(page)) ||
    (values.lang !== undefined && values.lang !== 'en' && values.lang !== 'fr')
  ) {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n${cliText('renderHelp', cliLanguage(args))}\n`);
    return 2;
  }
  const resume = await readResume(input);
  const request = { resume, template, language: cliLanguage(args), pageSize: page };
  const browser = new BrowserPool({ poolSize: 1, executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || undefined });
  try {
    const renderer = new ChromiumResumePdfRenderer(browser);
    const { pdf, pageCount } = await new RenderResumePdf(renderer, new PdftotextReader()).execute(request);
    await writeFile(out, pdf);
    if (typeof preview === 'string') await writeFile(preview, await new RenderResumePreview(renderer).ofPdf(request, pdf));
    process.stderr.write(`${out}: ${cliText('written', cliLanguage(args), { pages: pageCount, bytes: pdf.length })}\n`);
    return 0;
  } finally {
    await browser.onModuleDestroy();
  }
}

async function readResume(path: string): Promise<JsonResume> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch {
    throw new RenderError('RENDER_INPUT_UNREADABLE', path);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new RenderError('RENDER_INPUT_NOT_JSON', path);
  }
  const parsed = JsonResumeSchema.safeParse(json);
  if (!parsed.success) throw new RenderError('RENDER_INPUT_INVALID', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
  return parsed.data;
}
