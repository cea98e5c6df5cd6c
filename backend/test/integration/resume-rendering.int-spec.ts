import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { BrowserPool } from '../../src/platform/browser/browser-pool';
import { RenderResumePdf } from '../../src/modules/resumes/application/render-resume';
import { RenderResumePreview } from '../../src/modules/resumes/application/render-resume-preview';
import type { JsonResume } from '../../src/shared/json-resume';
import { buildResumeView, viewTexts } from '../../src/modules/resumes/domain/resume-view';
import { SECTION_ORDER, sectionHeading } from '../../src/modules/resumes/domain/section-headings';
import { wordRecovery } from '../../src/modules/resumes/domain/text-round-trip';
import { ChromiumResumePdfRenderer } from '../../src/modules/resumes/infrastructure/rendering/chromium-resume-pdf.renderer';
import { PdftotextReader } from '../../src/modules/resumes/infrastructure/rendering/pdftotext.reader';

const fixture = (name: string): JsonResume =>
  JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'json-resume', name), 'utf8')) as JsonResume;
const pdftotext = (pdf: Buffer, ...flags: string[]) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', ...flags, '-', '-'], { input: pdf }).toString('utf8');

describe('resume rendering with Chromium', () => {
  const pool = new BrowserPool({ poolSize: 2 });
  const renderer = new ChromiumResumePdfRenderer(pool);
  const renderPdf = new RenderResumePdf(renderer, new PdftotextReader());
  afterAll(() => pool.onModuleDestroy());

  describe.each(['en', 'fr'] as const)('a two-page %s resume', (language) => {
    const resume = fixture(`${language}-two-page.json`);
    const view = buildResumeView(resume, language);

    it.each(['ats', 'modern'] as const)(
      'prints with the %s template, every word read back, headings never last on a page',
      async (template) => {
        const { pdf, pageCount } = await renderPdf.execute({ resume, template, language });
        expect(pageCount).toBe(2);
        expect(wordRecovery(viewTexts(view), pdftotext(pdf))).toBe(1);

        const headings = new Set(SECTION_ORDER.map((id) => sectionHeading(id, language)));
        const pages = pdftotext(pdf, '-layout')
          .split('\f')
          .filter((page) => page.trim());
        expect(pages).toHaveLength(2);
        for (const page of pages) {
          const lines = page
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
          expect(headings.has(lines.at(-1)!)).toBe(false);
        }

        const doc = await PDFDocument.load(pdf, { updateMetadata: false });
        expect(doc.getTitle()).toBe(view.meta.title);
        expect(doc.getAuthor()).toBe(view.meta.author);
        expect(doc.getSubject()).toBe(language === 'fr' ? 'CV' : 'Resume');
        expect(doc.getKeywords()).toContain(language === 'fr' ? 'Scrum' : 'TypeScript');
        expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString, PDFHexString).decodeText()).toBe(language);
        expect(doc.catalog.lookup(PDFName.of('StructTreeRoot'))).toBeInstanceOf(PDFDict);
        const { width, height } = doc.getPage(0).getSize();
        expect([Math.round(width), Math.round(height)]).toEqual(language === 'fr' ? [595, 842] : [612, 792]);
      },
    );
  });

  it('prints French dates and headings as French readers expect', async () => {
    const { pdf } = await renderPdf.execute({ resume: fixture('fr-two-page.json'), template: 'ats', language: 'fr' });
    const text = pdftotext(pdf).replace(/[\u00A0\u202F]/g, ' ');
    expect(text).toContain('Expérience professionnelle');
    expect(text).toMatch(/janv\. 2020 – aujourd’hui/);
    expect(text).toContain('Œnologie');
    expect(text).toContain('cœur');
  });

  it.each(['ats', 'modern'] as const)(
    'wraps a URL or word longer than a line inside the page, never after a hyphen (%s)',
    async (template) => {
      const url = `https://example.com/${'very-long-segment/'.repeat(8)}end`;
      const word = `Super${'-califragilistic'.repeat(6)}`;
      const resume: JsonResume = {
        basics: {
          name: 'Ann Lee',
          profiles: [{ network: 'LinkedIn', url: `https://www.linkedin.com/in/ann-lee-${'0123456789-'.repeat(6)}x` }],
        },
        work: [{ name: 'Acme', position: 'Engineer', url, highlights: [`Built ${url} alone`] }],
        skills: [{ name: word }],
      };
      // Before, the gate failed these (text run off the page): RENDER_CHECK_FAILED, no PDF at all.
      const { pdf } = await renderPdf.execute({ resume, template, language: 'en' });
      const { width } = (await PDFDocument.load(pdf)).getPage(0).getSize();
      // No text beyond the right margin: pdftotext's bounding boxes stay inside the page.
      const boxes = [...pdftotext(pdf, '-bbox').matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.max(...boxes)).toBeLessThan(width - 20);
      // Wrapped lines end after a slash or mid-word, never after a hyphen (which extractors drop).
      const lines = pdftotext(pdf)
        .split('\n')
        .map((line) => line.trim());
      expect(lines.filter((line) => /[-‑–]$/.test(line))).toEqual([]);
    },
  );

  it('honours an explicit page size', async () => {
    const { pdf } = await renderPdf.execute({ resume: fixture('en-two-page.json'), template: 'modern', language: 'en', pageSize: 'a4' });
    const { width } = (await PDFDocument.load(pdf)).getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
  });

  it.each(['ats', 'modern'] as const)('prints markup and template syntax of a hostile resume as literal text (%s)', async (template) => {
    const { pdf } = await renderPdf.execute({ resume: fixture('hostile.json'), template, language: 'en' });
    const text = pdftotext(pdf);
    expect(text).toContain("<script>alert('x')</script> Eve");
    expect(text).toContain('{{constructor.constructor');
    expect(text).toContain('</li></ul><h2>Injected</h2>');
    expect(text).toContain('{{> partial}}');
  });

  it('leaves nothing of one resume in the next one printed on the same page', async () => {
    const single = new BrowserPool({ poolSize: 1 });
    const useCase = new RenderResumePdf(new ChromiumResumePdfRenderer(single), new PdftotextReader());
    try {
      await useCase.execute({ resume: fixture('en-two-page.json'), template: 'ats', language: 'en' });
      const { pdf } = await useCase.execute({ resume: fixture('hostile.json'), template: 'ats', language: 'en' });
      expect(pdftotext(pdf)).not.toContain('Margaret');
      expect((await PDFDocument.load(pdf)).getAuthor()).toContain('Eve');
    } finally {
      await single.onModuleDestroy();
    }
  });

  it('previews the first page as a PNG of the page size', async () => {
    const png = await new RenderResumePreview(renderer).execute({
      resume: fixture('fr-two-page.json'),
      template: 'modern',
      language: 'fr',
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([794, 1123]);
  });

  it('queues more renders than pages and serves them all', async () => {
    const resume = fixture('en-two-page.json');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => renderPdf.execute({ resume, template: i % 2 ? 'ats' : 'modern', language: 'en' })),
    );
    expect(results.every((r) => r.pageCount === 2)).toBe(true);
    expect(pool.stats()).toEqual({ busy: 0, idle: 2, queued: 0 });
  });

  it('relaunches Chromium after it crashes', async () => {
    await renderPdf.execute({ resume: fixture('hostile.json'), template: 'ats', language: 'en' });
    const browser = await (pool as unknown as { getBrowser(): Promise<import('puppeteer-core').Browser> }).getBrowser();
    const disconnected = new Promise((resolve) => browser.once('disconnected', resolve));
    browser.process()!.kill('SIGKILL');
    await disconnected;
    const { pageCount } = await renderPdf.execute({ resume: fixture('hostile.json'), template: 'modern', language: 'en' });
    expect(pageCount).toBe(1);
    expect(await pool.isReady()).toBe(true);
  });
});
