import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResumeError } from '../../domain/resume-errors';
import { normalise, ResumeTextExtractor } from './resume-text.extractor';

const fixtures = join(__dirname, '..', '..', '..', '..', '..', '..', 'e2e', 'fixtures');

describe('ResumeTextExtractor', () => {
  const extractor = new ResumeTextExtractor();

  it('reads a PDF and a DOCX, accents intact', async () => {
    expect(await extractor.extract(readFileSync(join(fixtures, 'resume-fr.pdf')), 'pdf')).toContain('Gaëlle Lefèvre');
    expect(await extractor.extract(readFileSync(join(fixtures, 'resume-fr.docx')), 'docx')).toContain('Développeuse full-stack');
  });

  it('turns a corrupt file into TEXT_EXTRACTION_FAILED, not a crash', async () => {
    const truncated = readFileSync(join(fixtures, 'resume-fr.docx')).subarray(0, 200);
    await expect(extractor.extract(truncated, 'docx')).rejects.toMatchObject({ code: 'TEXT_EXTRACTION_FAILED' });
    await expect(extractor.extract(Buffer.from('%PDF-1.7 garbage'), 'pdf')).rejects.toBeInstanceOf(ResumeError);
  });

  it('drops icon-font glyphs and control characters', () => {
    expect(normalise('\uf0e0 jane@example.com\u0007\n\n\n\nParis')).toBe('jane@example.com\n\nParis');
    expect(normalise('Gae\u0308lle')).toBe('Gaëlle');
  });
});
