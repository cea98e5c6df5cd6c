import { type InflateBudget, inflateWithin } from './bounded-inflate';

/** Inflated bytes a resume PDF may hold over all its zlib streams (pages, fonts, images). */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Refuses a PDF whose zlib (FlateDecode) streams inflate, together, past the bound, before pdfjs
 * sees it: pdfjs inflates a stream whole into memory, so a 1.5 MB file can ask for gigabytes.
 * Every `stream ... endstream` body that starts with a zlib header is inflated as it streams and
 * counted, whatever /Length or /DL say (they can lie). Non-zlib streams (JPEG, raw) cost nothing
 * to skip; anything the scan misses is still caught by the parse process's memory watchdog.
 */
export async function assertPdfInflationWithin(pdf: Buffer, maxBytes = MAX_PDF_INFLATED_BYTES): Promise<void> {
  const budget: InflateBudget = { remaining: maxBytes };
  let from = 0;
  for (;;) {
    const keyword = pdf.indexOf(STREAM, from);
    if (keyword < 0) return;
    from = keyword + STREAM.length;
    // "endstream" contains "stream": skip it; the body starts after the keyword's end of line.
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = from;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    if (start === from) continue; // "stream" inside some other token
    const end = pdf.indexOf(END_STREAM, start);
    const body = pdf.subarray(start, end < 0 ? pdf.length : end);
    // Text and fonts never compress near deflate's ceiling; a flat-colour image can, so images only count against the budget.
    const maxRatio = isImageStream(pdf, keyword) ? undefined : { ratio: 500, afterBytes: 8 * 1024 * 1024 };
    if (isZlibHeader(body)) await inflateWithin(body, budget, { raw: false, maxRatio });
    if (end >= 0) from = end + END_STREAM.length;
  }
}

/** Whether the dictionary before this `stream` keyword (within its object) says /Subtype /Image. */
function isImageStream(pdf: Buffer, keyword: number): boolean {
  const before = pdf.toString('latin1', Math.max(0, keyword - 4096), keyword);
  return /\/Subtype\s*\/Image\b/.test(before.slice(before.lastIndexOf(' obj')));
}

/** RFC 1950: deflate method, and the header's checksum. */
function isZlibHeader(body: Buffer): boolean {
  return body.length >= 2 && (body[0] & 0x0f) === 8 && ((body[0] << 8) | body[1]) % 31 === 0;
}
