import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { JsonResumeSchema, type JsonResume } from '../../../../shared/json-resume';
import { defaultPageSize } from '../../domain/resume-template';
import { buildResumeView, viewTexts } from '../../domain/resume-view';
import { checkRoundTrip, wordRecovery } from '../../domain/text-round-trip';
import { RenderResumeDocx } from '../../application/render-resume-docx';
import { DocxResumeWriter } from './docx-resume.writer';
import { MammothDocxReader } from './mammoth-docx.reader';

const REPO = resolve(__dirname, '..', '..', '..', '..', '..', '..');
const fixture = (name: string): JsonResume =>
  JSON.parse(readFileSync(join(REPO, 'backend', 'test', 'fixtures', 'json-resume', name), 'utf8')) as JsonResume;
const writer = new DocxResumeWriter();
const reader = new MammothDocxReader();
const TEMPLATES = ['ats', 'modern'] as const;
const LANGUAGES = ['en', 'fr'] as const;

/** The evaluation corpus sits beside the repository (shared/corpus), never inside it. */
function corpusDir(): string | undefined {
  const candidates = [process.env.ATELIER_CORPUS, join(REPO, '..', 'shared', 'corpus'), '/work/shared/corpus'];
  return candidates.filter((dir): dir is string => Boolean(dir)).find((dir) => existsSync(join(dir, 'jsonresume')));
}

function corpusResumes(dir: string): Array<{ name: string; resume: JsonResume }> {
  const root = join(dir, 'jsonresume');
  return readdirSync(root)
    .sort()
    .flatMap((owner) =>
      readdirSync(join(root, owner))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .flatMap((file) => {
          try {
            const parsed = JsonResumeSchema.safeParse(JSON.parse(readFileSync(join(root, owner, file), 'utf8')));
            return parsed.success && (parsed.data.basics || parsed.data.work) ? [{ name: `${owner}/${file}`, resume: parsed.data }] : [];
          } catch {
            return [];
          }
        }),
    );
}

describe('DOCX export', () => {
  describe.each(LANGUAGES)('a two-page %s resume', (language) => {
    const resume = fixture(`${language}-two-page.json`);
    const view = buildResumeView(resume, language);

    it.each(TEMPLATES)('%s: Word headings and lists, no text boxes or tables, every word read back', async (template) => {
      const docx = await writer.write(view, { template, pageSize: defaultPageSize(language) });
      const text = await reader.read(docx);
      expect(checkRoundTrip(viewTexts(view), text)).toMatchObject({ ok: true });

      const { value: html } = await mammoth.convertToHtml({ buffer: docx });
      expect(html).toContain(`<h1>${view.name}</h1>`);
      for (const section of view.sections) expect(html).toContain(`<h2>${section.heading}</h2>`);
      expect(html).toMatch(/<ul><li>/);
      const bullets = view.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets));
      expect(html.match(/<li>/g)?.length).toBe(bullets.length);

      const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
      expect(xml).not.toMatch(/w:txbxContent|<w:tbl>|<v:textbox|wps:txbx/);
      expect(xml).toContain(language === 'fr' ? 'w:w="11906"' : 'w:w="12240"');
      const styles = await (await JSZip.loadAsync(docx)).file('word/styles.xml')!.async('string');
      expect(styles).toContain(language === 'fr' ? 'fr-FR' : 'en-US');
    });
  });

  it('sets the title, author and keywords of the document', async () => {
    const view = buildResumeView(fixture('en-two-page.json'), 'en');
    const docx = await writer.write(view, { template: 'ats', pageSize: 'letter' });
    const core = (await (await JSZip.loadAsync(docx)).file('docProps/core.xml')!.async('string')).replaceAll('&apos;', "'");
    expect(core).toContain(`<dc:title>${view.meta.title}</dc:title>`);
    expect(core).toContain(`<dc:creator>${view.meta.author}</dc:creator>`);
  });

  it('refuses a document whose text does not read back (RENDER_CHECK_FAILED)', async () => {
    const lossy = { read: async (docx: Buffer) => (await reader.read(docx)).replace('TypeScript', 'TypeScr ipt') };
    const render = new RenderResumeDocx(writer, lossy);
    await expect(render.execute({ resume: fixture('en-two-page.json'), template: 'modern', language: 'en' })).rejects.toMatchObject({
      code: 'RENDER_CHECK_FAILED',
    });
    await expect(
      new RenderResumeDocx(writer, reader).execute({ resume: fixture('fr-two-page.json'), template: 'ats', language: 'fr' }),
    ).resolves.toBeInstanceOf(Buffer);
  });

  const corpus = corpusDir();
  (corpus ? it : it.skip)(
    'reads back 100% of the content words of every corpus JSON Resume, both templates, both languages',
    async () => {
      const documents = corpusResumes(corpus!);
      expect(documents.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const { name, resume } of documents)
        for (const language of LANGUAGES)
          for (const template of TEMPLATES) {
            const view = buildResumeView(resume, language);
            const text = await reader.read(await writer.write(view, { template, pageSize: defaultPageSize(language) }));
            const recovered = wordRecovery(viewTexts(view), text);
            const check = checkRoundTrip(viewTexts(view), text);
            if (recovered !== 1 || !check.ok)
              failures.push(`${name} ${template} ${language}: ${recovered} ${JSON.stringify(check.firstMismatch)}`);
          }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
