import { Injectable } from '@nestjs/common';
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, type IStylesOptions, TextRun } from 'docx';
import type { ResumeDocxWriter } from '../../application/docx-ports';
import type { PrintOptions } from '../../application/rendering-ports';
import type { PageSize, ResumeTemplate } from '../../domain/resume-template';
import type { ResumeView, ViewEntry, ViewSection } from '../../domain/resume-view';

/** The look of each template in Word: fonts Word and LibreOffice have, the PDF templates' colours. */
interface DocxLook {
  font: string;
  /** Half-points. */
  size: number;
  ink: string;
  muted: string;
  accent: string;
  /** Section headings underlined with the accent colour (modern) or in capitals on a rule (ats). */
  headingCaps: boolean;
}

const LOOKS: Record<ResumeTemplate, DocxLook> = {
  ats: { font: 'Arial', size: 20, ink: '111111', muted: '555555', accent: '111111', headingCaps: true },
  modern: { font: 'Calibri', size: 21, ink: '1C2430', muted: '5B6573', accent: '1D5C63', headingCaps: false },
};

/** Page sizes in twentieths of a point; margins of about 18 mm. */
const PAGES: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
};
const MARGIN = 1020;
const SEPARATOR = ' · ';

/**
 * One column of paragraphs with Word's own Heading 1-3 styles and bulleted lists (numbering, not
 * typed bullets), in the same reading order as the PDF templates: what ATS parse best. No tables,
 * text boxes, headers or footers, where ATS lose text.
 */
@Injectable()
export class DocxResumeWriter implements ResumeDocxWriter {
  async write(view: ResumeView, { template, pageSize }: PrintOptions): Promise<Buffer> {
    const look = LOOKS[template];
    const document = new Document({
      title: view.meta.title,
      subject: view.meta.subject,
      creator: view.meta.author || 'Atelier',
      lastModifiedBy: 'Atelier',
      keywords: view.meta.keywords.join(', '),
      styles: styles(look, view.language),
      sections: [
        {
          properties: { page: { size: PAGES[pageSize], margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
          children: [...masthead(view, look), ...view.sections.flatMap((section) => sectionParagraphs(section, look))],
        },
      ],
    });
    return Packer.toBuffer(document);
  }
}

function styles(look: DocxLook, language: ResumeView['language']): IStylesOptions {
  const heading = (size: number, color: string) => ({
    run: { font: look.font, size, bold: true, color },
    paragraph: { spacing: { before: 160, after: 60 }, keepNext: true },
  });
  return {
    default: {
      document: {
        run: { font: look.font, size: look.size, color: look.ink, language: { value: language === 'fr' ? 'fr-FR' : 'en-US' } },
        paragraph: { spacing: { after: 40 } },
      },
      heading1: heading(36, look.accent),
      heading2: {
        ...heading(look.headingCaps ? 22 : 24, look.accent),
        paragraph: {
          spacing: { before: 240, after: 80 },
          keepNext: true,
          border: { bottom: { style: BorderStyle.SINGLE, size: look.headingCaps ? 6 : 12, color: look.accent, space: 2 } },
        },
      },
      heading3: heading(look.size + 1, look.ink),
    },
  };
}

function masthead(view: ResumeView, look: DocxLook): Paragraph[] {
  const paragraphs = [new Paragraph({ heading: HeadingLevel.HEADING_1, text: view.name })];
  if (view.label) paragraphs.push(new Paragraph({ children: [new TextRun({ text: view.label, color: look.muted, size: look.size + 4 })] }));
  if (view.contacts.length)
    paragraphs.push(new Paragraph({ children: [new TextRun({ text: view.contacts.join(SEPARATOR), color: look.muted })] }));
  return paragraphs;
}

function sectionParagraphs(section: ViewSection, look: DocxLook): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [new TextRun({ text: section.heading, allCaps: look.headingCaps })],
  });
  const entries = section.entries.flatMap((entry) =>
    section.layout === 'lines' ? [lineParagraph(entry, look)] : entryParagraphs(entry, look),
  );
  return [heading, ...entries];
}

/** "Languages: TypeScript · Go" on one line, like the PDF's short lists. */
function lineParagraph(entry: ViewEntry, look: DocxLook): Paragraph {
  const runs: TextRun[] = [];
  if (entry.title) runs.push(new TextRun({ text: entry.title, bold: true }));
  const rest = [entry.subtitle, entry.tags.join(SEPARATOR)].filter(Boolean).join(' ');
  if (rest)
    runs.push(new TextRun({ text: runs.length ? ` ${rest}` : rest, color: entry.subtitle && !entry.tags.length ? look.muted : undefined }));
  return new Paragraph({ children: runs });
}

function entryParagraphs(entry: ViewEntry, look: DocxLook): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const muted = (text: string, italics = false) => new Paragraph({ children: [new TextRun({ text, color: look.muted, italics })] });
  if (entry.title) paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_3, text: entry.title }));
  if (entry.subtitle)
    paragraphs.push(new Paragraph({ children: [new TextRun({ text: entry.subtitle, bold: !entry.title, color: look.accent })] }));
  const meta = [entry.dates, entry.location].filter(Boolean).join(SEPARATOR);
  if (meta) paragraphs.push(muted(meta));
  if (entry.url) paragraphs.push(muted(entry.url, true));
  if (entry.summary) paragraphs.push(new Paragraph({ text: entry.summary, alignment: AlignmentType.LEFT }));
  for (const bullet of entry.bullets) paragraphs.push(new Paragraph({ text: bullet, bullet: { level: 0 } }));
  if (entry.tags.length) paragraphs.push(new Paragraph({ text: entry.tags.join(SEPARATOR) }));
  return paragraphs;
}
