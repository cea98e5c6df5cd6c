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

describe('RenderResumePreview', () => {
  it('asks the renderer for the first page with the default page size', async () => {
    const renderer = new FakeRenderer();
    expect(await new RenderResumePreview(renderer).execute({ resume, template: 'ats', language: 'fr' })).toEqual(Buffer.from('png'));
    expect(renderer.calls).toEqual([{ template: 'ats', pageSize: 'a4' }]);
  });
});
