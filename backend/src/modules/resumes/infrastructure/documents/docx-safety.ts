import { inflateRawSync } from 'node:zlib';
import { ResumeError } from '../../domain/resume-errors';

const MAX_ENTRIES = 2000;
const MAX_TOTAL_UNCOMPRESSED = 100 * 1024 * 1024;
const MAX_RATIO = 200;

/**
 * Refuses DOCX files that would hurt us before any XML parser sees them: zip bombs (declared
 * sizes or compression ratios out of proportion, too many entries) and XML with a DOCTYPE or
 * entity declarations (billion laughs, external entities).
 */
export function assertSafeDocx(zip: Buffer): void {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) throw new ResumeError('CORRUPT_FILE', 'no zip directory');
  const entries = zip.readUInt16LE(eocd + 10);
  const dirSize = zip.readUInt32LE(eocd + 12);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES) throw new ResumeError('UNSAFE_DOCUMENT', `${entries} zip entries`);
  if (dirOffset + dirSize > zip.length) throw new ResumeError('CORRUPT_FILE', 'truncated zip');
  let total = 0;
  let p = dirOffset;
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new ResumeError('CORRUPT_FILE', 'bad zip directory');
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const localOffset = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    total += size;
    if (total > MAX_TOTAL_UNCOMPRESSED || (compressed > 0 && size / compressed > MAX_RATIO && size > 1024 * 1024)) {
      throw new ResumeError('UNSAFE_DOCUMENT', `zip bomb (${name})`);
    }
    if (/\.(xml|rels)$/i.test(name) && size <= 20 * 1024 * 1024) assertNoEntities(zip, localOffset, method, compressed, size, name);
    p += 46 + nameLength + extraLength + commentLength;
  }
}

function assertNoEntities(zip: Buffer, localOffset: number, method: number, compressed: number, size: number, name: string): void {
  if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new ResumeError('CORRUPT_FILE', 'bad local header');
  const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  const data = zip.subarray(start, start + compressed);
  let head: string;
  try {
    // The first KB holds any DOCTYPE; inflating more would only cost time.
    const raw = method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.min(size, 4096) || 4096, finishFlush: 2 });
    head = raw.subarray(0, 4096).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return;
    throw new ResumeError('CORRUPT_FILE', `cannot inflate ${name}`);
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(head)) throw new ResumeError('UNSAFE_DOCUMENT', `entities in ${name}`);
}
