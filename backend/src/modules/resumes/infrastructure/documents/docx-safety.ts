import { ResumeError } from '../../domain/resume-errors';
import { type InflateBudget, inflateWithin, patternScanner } from './bounded-inflate';

const MAX_ENTRIES = 2000;
/** Bytes a DOCX may hold once inflated, all parts together (text, styles, images). */
export const MAX_DOCX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_RATIO = 200;
const ENTITIES = /<!DOCTYPE|<!ENTITY/i;

/**
 * Refuses DOCX files that would hurt us before any XML parser sees them: zip bombs and XML with
 * a DOCTYPE or entity declarations (billion laughs, external entities).
 * Sizes declared in the zip directory are only a first, cheap filter: they can lie. Every entry
 * is then inflated as it streams and its REAL size counted against one budget for the document,
 * and every XML part is read to its end for declarations (not just its first kilobytes).
 */
export async function assertSafeDocx(zip: Buffer): Promise<void> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) throw new ResumeError('CORRUPT_FILE', 'no zip directory');
  const entries = zip.readUInt16LE(eocd + 10);
  const dirSize = zip.readUInt32LE(eocd + 12);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES) throw new ResumeError('UNSAFE_DOCUMENT', `${entries} zip entries`);
  if (dirOffset + dirSize > zip.length) throw new ResumeError('CORRUPT_FILE', 'truncated zip');
  const budget: InflateBudget = { remaining: MAX_DOCX_INFLATED_BYTES };
  let declaredTotal = 0;
  let p = dirOffset;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) throw new ResumeError('CORRUPT_FILE', 'bad zip directory');
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const localOffset = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    declaredTotal += size;
    if (declaredTotal > MAX_DOCX_INFLATED_BYTES || (compressed > 0 && size / compressed > MAX_RATIO && size > 1024 * 1024)) {
      throw new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', `declared sizes (${name})`);
    }
    await checkEntry(zip, { localOffset, method, compressed, name }, budget);
    p += 46 + nameLength + extraLength + commentLength;
  }
}

async function checkEntry(
  zip: Buffer,
  entry: { localOffset: number; method: number; compressed: number; name: string },
  budget: InflateBudget,
): Promise<void> {
  const { localOffset, method, compressed, name } = entry;
  if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== 0x04034b50)
    throw new ResumeError('CORRUPT_FILE', 'bad local header');
  const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  const data = zip.subarray(start, start + compressed);
  const inspect = /\.(xml|rels)$/i.test(name)
    ? patternScanner(ENTITIES, () => {
        throw new ResumeError('UNSAFE_DOCUMENT', `entities in ${name}`);
      })
    : undefined;
  // XML compresses well, never near deflate's ceiling over megabytes; media (already compressed) only count against the budget.
  const maxRatio = inspect ? { ratio: 500, afterBytes: 8 * 1024 * 1024 } : undefined;
  if (method === 8) return inflateWithin(data, budget, { raw: true, inspect, maxRatio });
  if (method !== 0) return; // an unknown method: the zip reader refuses it as corrupt
  budget.remaining -= data.length;
  if (budget.remaining < 0) throw new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', 'stored entries');
  inspect?.(data);
}
