import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { withMetadata } from './pdf-metadata';

/** A two-page PDF laid out as Chromium's Skia writes one: plain objects, a classic xref table. */
function skiaLikePdf(catalogExtra = ''): Buffer {
  const objects = [
    '<</Title (Old) /Producer (Skia/PDF)>>',
    `<</Type /Catalog /Pages 3 0 R${catalogExtra}>>`,
    '<</Type /Pages /Kids [4 0 R 5 0 R] /Count 2>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(pdf, 'latin1');
}

const language = (doc: PDFDocument) => doc.catalog.lookup(PDFName.of('Lang'), PDFString, PDFHexString).decodeText();
const meta = {
  title: 'Gaëlle Lefèvre — Cheffe de projet',
  author: 'Gaëlle Lefèvre',
  subject: 'CV',
  keywords: ['Scrum', 'Œnologie'],
  language: 'fr',
};

describe('withMetadata', () => {
  it('appends title, author, subject, keywords and language, and counts the pages', async () => {
    const original = skiaLikePdf();
    const { pdf, pageCount } = withMetadata(original, meta);
    expect(pageCount).toBe(2);
    expect(pdf.subarray(0, original.length)).toEqual(original); // Chromium's bytes are left as they are
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe(meta.title);
    expect(doc.getAuthor()).toBe('Gaëlle Lefèvre');
    expect(doc.getSubject()).toBe('CV');
    expect(doc.getKeywords()).toBe('Scrum, Œnologie');
    expect(language(doc)).toBe('fr');
    expect(doc.getPageCount()).toBe(2);
  });

  it('keeps the language Chromium already set in a tagged PDF', async () => {
    const { pdf } = withMetadata(skiaLikePdf(' /Lang (fr)'), meta);
    expect(pdf.toString('latin1').match(/\/Lang/g)).toHaveLength(1);
    expect(language(await PDFDocument.load(pdf))).toBe('fr');
  });

  it('refuses what is not a PDF rather than writing a broken one', () => {
    expect(() => withMetadata(Buffer.from('not a pdf'), meta)).toThrow('unexpected trailer');
  });
});
