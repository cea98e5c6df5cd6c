import type { LayoutDocument, LayoutLine } from '../../domain/parsing/layout';
import { ResumeError } from '../../domain/resume-errors';
import { assertSafeDocx } from './docx-safety';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(parseInt(e.slice(e[1] === 'x' || e[1] === 'X' ? 2 : 1), e[1] === 'x' || e[1] === 'X' ? 16 : 10))
      : (ENTITIES[e] ?? ''),
  );

/**
 * Text with structure from a DOCX, through mammoth's HTML: headings, bold runs, list items and
 * table cells become lines with those signals. Checked for zip bombs and entities first.
 */
export async function readDocxLayout(bytes: Buffer): Promise<LayoutDocument> {
  await assertSafeDocx(bytes);
  const mammoth = await import('mammoth');
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true })).value;
  } catch (error) {
    throw new ResumeError('CORRUPT_FILE', (error as Error).message);
  }
  return { format: 'docx', lines: htmlToLines(html), pageCount: 1, twoColumn: false };
}

/** mammoth's HTML is regular (p, h1-6, li, td, strong, em, a, br): a small tokenizer reads it. */
export function htmlToLines(html: string): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let current: { text: string; bold: number; heading: boolean; listItem: boolean } | null = null;
  let boldDepth = 0;
  const flush = () => {
    if (current) {
      const text = decode(current.text).replace(/\s+/g, ' ').trim();
      if (text)
        lines.push({
          text,
          page: 1,
          bold: current.bold / text.replace(/\s/g, '').length > 0.6,
          heading: current.heading,
          listItem: current.listItem,
        });
    }
    current = null;
  };
  const open = (heading: boolean, listItem: boolean) => {
    flush();
    current = { text: '', bold: 0, heading, listItem };
  };
  for (const token of html.match(/<[^>]+>|[^<]+/g) ?? []) {
    if (token.startsWith('<')) {
      const tag = token.match(/^<\/?\s*([a-z0-9]+)/i)?.[1]?.toLowerCase() ?? '';
      const closing = token.startsWith('</');
      if (/^(p|h[1-6]|li|td|th)$/.test(tag)) {
        if (closing) flush();
        else open(tag.startsWith('h'), tag === 'li');
      } else if (tag === 'br') {
        const state = current as { heading: boolean; listItem: boolean } | null;
        open(state?.heading ?? false, false);
      } else if (tag === 'strong' || tag === 'b') {
        boldDepth += closing ? -1 : 1;
      } else if (/^(ul|ol|table|tr)$/.test(tag)) {
        flush();
      }
      continue;
    }
    if (!current) current = { text: '', bold: 0, heading: false, listItem: false };
    current.text += token;
    if (boldDepth > 0) current.bold += decode(token).replace(/\s/g, '').length;
  }
  flush();
  return lines;
}
