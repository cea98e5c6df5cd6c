import { RenderError } from '../domain/render-errors';
import { buildResumeView, viewTexts } from '../domain/resume-view';
import type { JsonResume } from '../../../shared/json-resume';
import { RenderResumePdf } from './render-resume';
import { RenderResumePreview } from './render-resume-preview';
import type { PdfTextReader, PrintOptions, ResumePdfRenderer } from './rendering-ports';

const resume: JsonResume = {
  basics: { name: 'Zoé Martin', label: 'Développeuse' },
  work: [{ position: 'Développeuse', name: 'Efficace SARL', startDate: '2020-01' }],
};

class FakeRenderer implements ResumePdfRenderer {
  calls: PrintOptions[] = [];
  async render(_view: unknown, options: PrintOptions) {
    this.calls.push(options);
    return { pdf: Buffer.from('%PDF-fake'), pageCount: 1 };
  }
  async renderLetter(): Promise<{ pdf: Buffer; pageCount: number }> {
    throw new Error('not used: these tests print resumes, not letters');
  }
  async preview(_view: unknown, options: PrintOptions) {
    this.calls.push(options);
    return Buffer.from('png');
  }
  async rasterize() {
    return Buffer.from('png');
  }
}
const reader = (text: string): PdfTextReader => ({ read: async () => text });
const faithful = viewTexts(buildResumeView(resume, 'fr')).join('\n');

describe('RenderResumePdf', () => {
  it('returns the PDF when its text reads back word for word', async () => {
    const renderer = new FakeRenderer();
    const result = await new RenderResumePdf(renderer, reader(faithful)).execute({ resume, template: 'modern', language: 'fr' });
    expect(result).toEqual({ pdf: Buffer.from('%PDF-fake'), pageCount: 1 });
    expect(renderer.calls).toEqual([{ template: 'modern', pageSize: 'a4' }]);
  });

  it('defaults to Letter in English and honours an explicit page size', async () => {
    const renderer = new FakeRenderer();
    const english = viewTexts(buildResumeView(resume, 'en')).join('\n');
    await new RenderResumePdf(renderer, reader(english)).execute({ resume, template: 'ats', language: 'en' });
    await new RenderResumePdf(renderer, reader(english)).execute({ resume, template: 'ats', language: 'en', pageSize: 'a4' });
    expect(renderer.calls.map((c) => c.pageSize)).toEqual(['letter', 'a4']);
  });

  it('never returns a PDF whose text does not read back, after printing it a second time', async () => {
    const broken = faithful.replace('Efficace', 'E ﬃcace');
    const renderer = new FakeRenderer();
    const run = new RenderResumePdf(renderer, reader(broken)).execute({ resume, template: 'ats', language: 'fr' });
    await expect(run).rejects.toBeInstanceOf(RenderError);
    await expect(run).rejects.toMatchObject({
      code: 'RENDER_CHECK_FAILED',
      message: expect.stringContaining('"Efficace" read back as "E ﬃcace'),
    });
    expect(renderer.calls).toHaveLength(2);
  });

  it('returns the second print when only the first failed the check', async () => {
    const texts = [faithful.replace('Efficace', 'Eﬃcace'), faithful];
    const renderer = new FakeRenderer();
    const result = await new RenderResumePdf(renderer, { read: async () => texts.shift()! }).execute({
      resume,
      template: 'ats',
      language: 'fr',
    });
    expect(result.pageCount).toBe(1);
    expect(renderer.calls).toHaveLength(2);
  });
});

/** Prints the view's texts as an extractor reads them back through `extract`. */
class ExtractingRenderer extends FakeRenderer {
  last = '';
  constructor(private readonly extract: (text: string) => string) {
    super();
  }
  async render(view: Parameters<ResumePdfRenderer['render']>[0], options: PrintOptions) {
    this.last = this.extract(viewTexts(view).join('\n'));
    return super.render(view, options);
  }
}

describe('RenderResumePdf, when one word cannot read back', () => {
  const printWith = (extract: (text: string) => string, content: JsonResume) => {
    const renderer = new ExtractingRenderer(extract);
    return {
      renderer,
      run: new RenderResumePdf(renderer, { read: async () => renderer.last }).execute({ resume: content, template: 'ats', language: 'en' }),
    };
  };

  it('makes the content plain, prints again and says what changed, instead of leaving no PDF', async () => {
    // An extractor that spells out ligature code points: "Eﬃcace" never reads back as printed.
    const withLigature: JsonResume = { ...resume, work: [{ ...resume.work![0], name: 'Eﬃcace SARL' }] };
    const { run, renderer } = printWith((t) => t.replace(/ﬃ/g, 'ffi'), withLigature);
    const result = await run;
    expect(result.normalised?.changes).toEqual([{ path: 'work[0].name', before: 'Eﬃcace SARL', after: 'Efficace SARL' }]);
    expect(result.normalised?.resume.work?.[0].name).toBe('Efficace SARL');
    expect(renderer.calls).toHaveLength(3);
  });

  it('folds the compatibility forms of a word that still does not read back, and only that word', async () => {
    const withWide: JsonResume = { ...resume, basics: { ...resume.basics, summary: 'Certified ＡＷＳ architect, ① year' } };
    // The extractor gives full-width letters back as plain ones (and the circled digit as is).
    const { run } = printWith((t) => t.replace(/[Ａ-Ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)), withWide);
    const result = await run;
    expect(result.normalised?.resume.basics?.summary).toBe('Certified AWS architect, ① year');
  });

  it('still fails when plain content does not read back either (a real loss)', async () => {
    const { run } = printWith((t) => t.replace('Efficace', 'Eficace'), resume);
    await expect(run).rejects.toMatchObject({ code: 'RENDER_CHECK_FAILED' });
  });
});

describe('RenderResumePreview', () => {
  it('asks the renderer for the first page with the default page size', async () => {
    const renderer = new FakeRenderer();
    expect(await new RenderResumePreview(renderer).execute({ resume, template: 'ats', language: 'fr' })).toEqual(Buffer.from('png'));
    expect(renderer.calls).toEqual([{ template: 'ats', pageSize: 'a4' }]);
  });
});
