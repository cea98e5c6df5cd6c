export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** BCP 47, e.g. "fr": screen readers and ATS take the language of the text from it. */
  language: string;
}

/**
 * Chromium writes only the title (and, in a tagged PDF, /Lang). The rest of the document
 * information goes in an incremental update appended to Chromium's bytes: a new /Info object, a
 * catalogue with /Lang if it lacks one, and their cross-reference section. Nothing Chromium wrote
 * is parsed or rewritten, so this takes well under a millisecond and cannot damage the tagged
 * structure, where loading and re-saving the whole file with a PDF library took ~25 ms per render.
 */
export function withMetadata(pdf: Uint8Array, meta: PdfMetadata): { pdf: Buffer; pageCount: number } {
  const original = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = original.toString('latin1');
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
  const startxref = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))?.[1]);
  if (!size || !root || Number.isNaN(startxref)) throw new Error('PDF metadata: unexpected trailer');

  const objects: Array<{ number: number; body: string }> = [];
  const info = size; // a fresh object number, past the last one
  const now = pdfDate(new Date());
  objects.push({
    number: info,
    body:
      `<</Title ${pdfText(meta.title)}\n/Author ${pdfText(meta.author)}\n/Subject ${pdfText(meta.subject)}\n` +
      `/Keywords ${pdfText(meta.keywords.join(', '))}\n/Creator (Atelier)\n/Producer (Atelier, Chromium)\n/CreationDate (${now})\n/ModDate (${now})>>`,
  });
  const catalog = new RegExp(`(?:^|\\s)${root} 0 obj\\s*(<<[\\s\\S]*?>>)\\s*endobj`).exec(text)?.[1];
  if (catalog && !/\/Lang\s*\(/.test(catalog))
    objects.push({ number: root, body: `${catalog.slice(0, -2)}\n/Lang ${pdfText(meta.language)}>>` });

  let offset = original.length + 1;
  const chunks: string[] = ['\n'];
  const xref: string[] = [];
  for (const { number, body } of objects.sort((a, b) => a.number - b.number)) {
    const object = `${number} 0 obj\n${body}\nendobj\n`;
    xref.push(`${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`);
    chunks.push(object);
    offset += Buffer.byteLength(object, 'latin1');
  }
  chunks.push(
    `xref\n${xref.join('')}trailer\n<</Size ${size + 1}\n/Root ${root} 0 R\n/Info ${info} 0 R\n/Prev ${startxref}>>\nstartxref\n${offset}\n%%EOF\n`,
  );
  return {
    pdf: Buffer.concat([original, Buffer.from(chunks.join(''), 'latin1')]),
    pageCount: text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0,
  };
}

/** A PDF text string: UTF-16BE with a byte order mark, hex-encoded, so any character survives. */
function pdfText(value: string): string {
  const utf16 = Buffer.from(`\uFEFF${value}`, 'utf16le').swap16();
  return `<${utf16.toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
