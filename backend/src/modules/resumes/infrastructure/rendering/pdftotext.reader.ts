import { Injectable } from '@nestjs/common';
import { execFile } from 'node:child_process';
import type { PdfTextReader } from '../../application/rendering-ports';

const TIMEOUT_MS = 10_000;

/**
 * poppler's pdftotext, the extractor most ATS pipelines are built on, in reading order. It runs
 * out of process, so the check neither blocks the event loop nor competes with it for a core.
 */
@Injectable()
export class PdftotextReader implements PdfTextReader {
  read(pdf: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile('pdftotext', ['-enc', 'UTF-8', '-q', '-', '-'], { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout) => (error ? reject(error) : resolve(stdout)));
      child.stdin?.on('error', () => undefined); // a dead child is reported by the callback
      child.stdin?.end(pdf);
    });
  }
}
