import { constants, createInflate, createInflateRaw, inflateRawSync, inflateSync } from 'node:zlib';
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
export function inflateWithin(data: Uint8Array, budget: InflateBudget, options: InflateOptions): Promise<void> {
  try {
    if (inflatedAtOnce(data, budget, options)) return Promise.resolve();
  } catch (error) {
    return Promise.reject(error as Error);
  }
  return inflateStreaming(data, budget, options);
}

interface InflateOptions {
  raw: boolean;
  inspect?: (chunk: Buffer) => void;
  maxRatio?: { ratio: number; afterBytes: number };
}

/** Output a stream may reach on the synchronous path; past it, the streaming path takes over. */
const AT_ONCE_CEILING = 1024 * 1024;

/**
 * The fast path: a PDF holds hundreds of small streams (fonts, pages) and each streaming inflate
 * costs event-loop turns (60 ms for 457 streams, against 5 ms at once). Inflating at once is
 * capped at a megabyte of output, below the ratio check's threshold, so memory stays bounded; a
 * stream that would go past the cap, or is not valid deflate, goes the streaming way, which keeps
 * the whole-budget, ratio and partial-output behaviour. False when it did not finish.
 */
function inflatedAtOnce(data: Uint8Array, budget: InflateBudget, options: InflateOptions): boolean {
  const limit = Math.min(AT_ONCE_CEILING, budget.remaining + 1);
  let out: Buffer;
  try {
    out = (options.raw ? inflateRawSync : inflateSync)(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit });
  } catch {
    return false;
  }
  budget.remaining -= out.length;
  if (budget.remaining < 0) throw new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', 'inflates past the bound');
  options.inspect?.(out);
  return true;
}

function inflateStreaming(data: Uint8Array, budget: InflateBudget, options: InflateOptions): Promise<void> {
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
    let produced = 0;
    inflate.on('data', (chunk: Buffer) => {
      budget.remaining -= chunk.length;
      produced += chunk.length;
      if (budget.remaining < 0) return finish(new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', 'inflates past the bound'));
      // Near deflate's ceiling (about 1030:1) over megabytes: a bomb, refused without inflating the rest.
      const limit = options.maxRatio;
      if (limit && produced >= limit.afterBytes && produced > limit.ratio * Math.max(1, inflate.bytesWritten)) {
        return finish(new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', 'inflation ratio'));
      }
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
 * A scanner for a markup declaration (`<!...`, as DOCTYPE and ENTITY are) that may straddle chunk
 * boundaries: it keeps the tail of the previous chunk. Only a chunk holding "<!" (UTF-8) or
 * "<\0!" (UTF-16) is decoded and matched, so megabytes of ordinary XML cost a native search each.
 */
export function patternScanner(pattern: RegExp, onMatch: () => never, keep = 32): (chunk: Buffer) => void {
  let tail = Buffer.alloc(0);
  return (chunk) => {
    const window = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    if ((window.includes('<!') || window.includes('<\0!')) && pattern.test(window.toString('latin1').replace(/\0/g, ''))) onMatch();
    tail = Buffer.from(window.subarray(Math.max(0, window.length - keep)));
  };
}
