import { execFile } from 'node:child_process';

const TIMEOUT_MS = 10_000;

/**
 * Runs a poppler tool with the PDF on stdin and its result on stdout, out of process and with a
 * deadline, so it neither blocks the event loop nor can hang a render.
 */
export function runPoppler(tool: 'pdftotext' | 'pdftoppm', args: string[], pdf: Buffer, encoding: 'utf8'): Promise<string>;
export function runPoppler(tool: 'pdftotext' | 'pdftoppm', args: string[], pdf: Buffer, encoding: 'buffer'): Promise<Buffer>;
export function runPoppler(
  tool: 'pdftotext' | 'pdftoppm',
  args: string[],
  pdf: Buffer,
  encoding: 'utf8' | 'buffer',
): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(tool, args, { timeout: TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024, encoding }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.on('error', () => undefined); // a dead child is reported by the callback
    child.stdin?.end(pdf);
  });
}

/** The first page of a PDF as a PNG of exactly `size` pixels. */
export function firstPagePng(pdf: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return runPoppler(
    'pdftoppm',
    ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to-x', String(size.width), '-scale-to-y', String(size.height), '-'],
    pdf,
    'buffer',
  );
}
