import type { StructuredResume } from '../../../../shared/json-resume';
import type { LayoutDocument } from '../../domain/parsing/layout';
import { structureResume } from '../../domain/parsing/structure-resume';
import type { ResumeFileType } from '../../domain/resume-file-type';
import { readDocxLayout } from './docx-layout.reader';
import { readPdfLayout } from './pdf-layout.reader';
import { readDocLayout } from './text-layout.reader';

export async function readLayout(content: Buffer, type: ResumeFileType): Promise<LayoutDocument> {
  if (type === 'pdf') return readPdfLayout(content);
  if (type === 'docx') return readDocxLayout(content);
  return readDocLayout(content);
}

/** Extraction then structuring: what the parse worker runs for each document. */
export async function readStructuredResume(content: Buffer, type: ResumeFileType): Promise<{ structured: StructuredResume; text: string }> {
  const layout = await readLayout(content, type);
  return { structured: structureResume(layout), text: layout.lines.map((l) => l.text).join('\n') };
}
