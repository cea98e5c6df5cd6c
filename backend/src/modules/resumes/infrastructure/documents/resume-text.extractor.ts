import { Injectable } from '@nestjs/common';
import { ResumeError } from '../../domain/resume-errors';
import type { ResumeFileType } from '../../domain/resume-file-type';
import type { TextExtractor } from '../../application/ports';

/**
 * Plain text from PDF (pdf-parse), DOCX (mammoth) and DOC (word-extractor).
 * The intake issue replaces this with layout-aware extraction; the port stays.
 */
@Injectable()
export class ResumeTextExtractor implements TextExtractor {
  async extract(content: Buffer, type: ResumeFileType): Promise<string> {
    try {
      const text = await this.read(content, type);
      return normalise(text);
    } catch (error) {
      if (error instanceof ResumeError) throw error;
      throw new ResumeError('TEXT_EXTRACTION_FAILED', (error as Error).message);
    }
  }

  private async read(content: Buffer, type: ResumeFileType): Promise<string> {
    if (type === 'pdf') {
      const { PDFParse } = await import('pdf-parse');
      const parser = new PDFParse({ data: new Uint8Array(content) });
      try {
        return (await parser.getText({ pageJoiner: '' })).text;
      } finally {
        await parser.destroy();
      }
    }
    if (type === 'docx') {
      const mammoth = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: content })).value;
    }
    const WordExtractor = (await import('word-extractor')).default;
    const doc = await new WordExtractor().extract(content);
    return doc.getBody();
  }
}

/** Private-use glyphs (icon fonts) and stray control characters never reach the text. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ue000-\uf8ff]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
