import { inflateRawSync } from 'node:zlib';

/**
 * Where a DOCX keeps its main document part. OOXML readers find it through the package
 * relationships (`_rels/.rels`, type officeDocument), not by a fixed name: Word writes
 * `word/document.xml`, some generators put it elsewhere. Kept apart from the zip safety checks
 * (docx-safety.ts), which only bound sizes; this only reads two small XML parts.
 */
const OFFICE_DOCUMENT = /\/(officeDocument\/2006\/relationships|ooxml\/officeDocument\/relationships)\/officeDocument$/;
const WORD_MAIN = /wordprocessingml\.document\.main|ms-word\.(document|template)\.macroEnabled/i;
const MAX_XML_PART = 1024 * 1024;

interface ZipEntry {
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries by name, or null when the zip has no readable directory. */
function zipEntries(zip: Buffer): Map<string, ZipEntry> | null {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) return null;
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLength = zip.readUInt16LE(p + 28);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      method: zip.readUInt16LE(p + 10),
      compressed: zip.readUInt32LE(p + 20),
      size: zip.readUInt32LE(p + 24),
      localOffset: zip.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entries;
}

function readXmlPart(zip: Buffer, entry: ZipEntry | undefined): string | null {
  if (!entry || entry.size > MAX_XML_PART || entry.localOffset + 30 > zip.length) return null;
  if (zip.readUInt32LE(entry.localOffset) !== 0x04034b50) return null;
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const data = zip.subarray(start, start + entry.compressed);
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_XML_PART }).toString('utf8');
  } catch {
    return null;
  }
  return null;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`))?.[1];

/**
 * The zip path of the main part of a word-processing package, or null when the zip is not one
 * (a spreadsheet, a presentation, an ODT, any other archive).
 */
export function docxMainPart(zip: Buffer): string | null {
  const entries = zipEntries(zip);
  if (!entries) return null;
  if (entries.has('word/document.xml')) return 'word/document.xml';
  const rels = readXmlPart(zip, entries.get('_rels/.rels'));
  if (!rels) return null;
  const relation = (rels.match(/<(\w+:)?Relationship\b[^>]*>/g) ?? []).find((tag) => OFFICE_DOCUMENT.test(attribute(tag, 'Type') ?? ''));
  const target = relation && attribute(relation, 'Target')?.replace(/^\//, '');
  if (!target || !entries.has(target)) return null;
  // xlsx and pptx have an officeDocument too: the part's declared content type tells them apart.
  const types = readXmlPart(zip, entries.get('[Content_Types].xml')) ?? '';
  const override = (types.match(/<(\w+:)?Override\b[^>]*>/g) ?? []).find(
    (tag) => attribute(tag, 'PartName')?.replace(/^\//, '') === target,
  );
  return override && WORD_MAIN.test(attribute(override, 'ContentType') ?? '') ? target : null;
}
