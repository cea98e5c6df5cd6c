import type { LayoutDocument, LayoutLine } from '../../domain/parsing/layout';
import { ResumeError } from '../../domain/resume-errors';

/** Plain text (DOC through word-extractor, or text files) as lines, blank lines kept as gaps. */
export function textToLayout(text: string, format: LayoutDocument['format']): LayoutDocument {
  const lines: LayoutLine[] = [];
  let gap = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').split(/\n|\t{2,}/)) {
    const t = raw.replace(/\s+/g, ' ').trim();
    if (!t) {
      gap++;
      continue;
    }
    lines.push({ text: t, page: 1, gapBefore: gap ? 1.5 : 0.2 });
    gap = 0;
  }
  return { format, lines, pageCount: 1, twoColumn: false };
}

export async function readDocLayout(bytes: Buffer): Promise<LayoutDocument> {
  const WordExtractor = (await import('word-extractor')).default;
  try {
    const doc = await new WordExtractor().extract(bytes);
    // Designed CVs put most of their content in text boxes, which are not part of the body.
    return textToLayout([doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })].join('\n'), 'doc');
  } catch (error) {
    throw new ResumeError('CORRUPT_FILE', (error as Error).message);
  }
}
