import { Injectable } from '@nestjs/common';
import mammoth from 'mammoth';
import type { DocxTextReader } from '../../application/docx-ports';

/** mammoth's raw text: what most ATS read from a Word file, one paragraph per line. */
@Injectable()
export class MammothDocxReader implements DocxTextReader {
  async read(docx: Buffer): Promise<string> {
    const { value } = await mammoth.extractRawText({ buffer: docx });
    return value;
  }
}
