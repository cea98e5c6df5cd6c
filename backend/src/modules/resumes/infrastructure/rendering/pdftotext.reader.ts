import { Injectable } from '@nestjs/common';
import type { PdfTextReader } from '../../application/rendering-ports';
import { runPoppler } from './poppler';

/**
 * poppler's pdftotext, the extractor most ATS pipelines are built on, in reading order. It runs
 * out of process, so the check neither blocks the event loop nor competes with it for a core.
 */
@Injectable()
export class PdftotextReader implements PdfTextReader {
  read(pdf: Buffer): Promise<string> {
    return runPoppler('pdftotext', ['-enc', 'UTF-8', '-q', '-', '-'], pdf, 'utf8');
  }
}
