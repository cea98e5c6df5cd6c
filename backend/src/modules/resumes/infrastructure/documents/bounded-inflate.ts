import { createInflate, createInflateRaw, constants } from 'node:zlib';
import { ResumeError } from '../../domain/resume-errors';

/** What one stream inflated to: its size, and whether the text held a forbidden pattern. */
export interface InflateBudget {
  /** Bytes still allowed, over every stream of the document. */
  remaining: number;
}

/**
 * Inflates one deflate stream as it streams, counting the real output (never a declared size)
 * and throwing DOCUMENT_TOO_LARGE_TO_OPEN the moment the document's whole budget is spent. Output
 * is looked at chunk by chunk (`inspect`) and dropped, so memory stays at one chunk whatever the
 * stream claims. A stream that is not valid deflate resolves quietly: the real reader reports it.
 */
export function inflateWithin(
  data: Uint8Array,
  budget: InflateBudget,
  options: { raw: boolean; inspect?: (chunk: Buffer) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    // SYNC_FLUSH: a truncated stream still yields what it holds (readers are lenient too).
    const inflate = (options.raw ? createInflateRaw : createInflate)({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      inflate.destroy();
      if (error) reject(error);
      else resolve();
    };
    inflate.on('data', (chunk: Buffer) => {
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) return finish(new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', 'inflates past the bound'));
      try {
        options.inspect?.(chunk);
      } catch (error) {
        finish(error as Error);
      }
    });
    inflate.on('error', () => finish());
    inflate.on('end', () => finish());
    inflate.end(data);
  });
}

/**
 * A scanner for a pattern that may straddle chunk boundaries: it keeps the tail of the previous
 * chunk. Text is read as latin1 with NULs removed, so UTF-8 and UTF-16 markup both match.
 */
export function patternScanner(pattern: RegExp, onMatch: () => never, keep = 32): (chunk: Buffer) => void {
  let tail = '';
  return (chunk) => {
    const text = tail + chunk.toString('latin1').replace(/\0/g, '');
    if (pattern.test(text)) onMatch();
    tail = text.slice(-keep);
  };
}
