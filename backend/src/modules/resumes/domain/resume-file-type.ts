import { docxMainPart } from './docx-main-part';
import { looksLikeJson } from './parsing/json-resume-import';

/** The document formats we accept, recognised by their bytes, never by the file name. */
export type ResumeFileType = 'pdf' | 'docx' | 'doc' | 'json';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Detects the format from content. A DOCX is a zip whose package relationships lead to a
 * word-processing main part (usually, but not always, `word/document.xml`). A DOC is an OLE compound file holding
 * a `WordDocument` stream (its directory stores names as UTF-16LE).
 * Returns null for anything else: images, plain text, executables, other zips (xlsx, odt...).
 */
export function detectResumeFileType(bytes: Uint8Array): ResumeFileType | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PDF writers may put a few junk bytes (BOM, whitespace) before the header; readers allow 1 KB.
  const head = buf.subarray(0, 1024);
  if (head.indexOf(PDF_MAGIC) !== -1) return 'pdf';
  if (buf.subarray(0, 4).equals(ZIP_MAGIC)) {
    return docxMainPart(buf) ? 'docx' : null;
  }
  if (buf.subarray(0, 8).equals(OLE_MAGIC)) {
    return buf.indexOf(Buffer.from('WordDocument', 'utf16le')) !== -1 ? 'doc' : null;
  }
  return null;
}

export const MIME_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  json: 'application/json',
};

/**
 * The type of an upload, or the reason it cannot be read: a zip or OLE file whose directory is
 * missing (a truncated download) is a damaged document, not a wrong type.
 */
export function classifyResumeFile(bytes: Buffer): { type: ResumeFileType } | { error: 'UNSUPPORTED_FILE_TYPE' | 'CORRUPT_FILE' } {
  if (looksLikeJson(bytes)) return { type: 'json' };
  const type = detectResumeFileType(bytes);
  if (type) return { type };
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zipWithoutDirectory = buf.subarray(0, 4).equals(ZIP_MAGIC) && buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) < 0;
  const truncatedOle = buf.subarray(0, 8).equals(OLE_MAGIC) && buf.length < 1536;
  return { error: zipWithoutDirectory || truncatedOle ? 'CORRUPT_FILE' : 'UNSUPPORTED_FILE_TYPE' };
}
