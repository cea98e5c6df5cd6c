import { constants, deflateRawSync } from 'node:zlib';

/**
 * A deflate stream of `inflatedBytes` zeros, built in milliseconds: one flushed segment of 1 MB
 * of zeros repeated (each segment only refers back to zeros, so the repeats are valid deflate),
 * then an empty final block. `zlib` adds the RFC 1950 header (its checksum is left wrong: readers
 * that check it only do so at the very end, after inflating everything).
 */
export function zeroBomb(inflatedBytes: number, format: 'raw' | 'zlib'): Buffer {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const count = Math.ceil(inflatedBytes / (1024 * 1024));
  const body = Buffer.concat([...Array.from({ length: count }, () => segment), Buffer.from([0x03, 0x00])]);
  return format === 'raw' ? body : Buffer.concat([Buffer.from([0x78, 0xda]), body, Buffer.alloc(4)]);
}

/** A one-page PDF whose content stream is `stream` (FlateDecode), with a correct xref table. */
export function pdfWithStream(stream: Buffer): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buf);
    length += buf.length;
  };
  add('%PDF-1.4\n');
  const objects: (string | Buffer[])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    [Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')],
  ];
  objects.forEach((object, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    if (typeof object === 'string') add(object);
    else object.forEach(add);
    add('\nendobj\n');
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
