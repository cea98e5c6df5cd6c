import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import JSZip from 'jszip';
import type { JsonResume } from '../../src/shared/json-resume';
import { period } from './date-styles';
import type { Variation } from './html-layouts';

export const DOCX_LAYOUTS = ['docx-headings', 'docx-table-sidebar', 'docx-header-contacts', 'docx-moved-main-part'] as const;
export type DocxLayout = (typeof DOCX_LAYOUTS)[number];

const HEADINGS = {
  en: { work: 'Work Experience', education: 'Education', skills: 'Skills', languages: 'Languages' },
  fr: { work: 'Expériences professionnelles', education: 'Formation', skills: 'Compétences', languages: 'Langues' },
};

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

function contacts(r: JsonResume, lang: 'en' | 'fr'): string[] {
  const b = r.basics ?? {};
  return [b.email, b.phone, b.location?.city && `${b.location.city}${lang === 'fr' ? ', France' : ''}`].filter(Boolean) as string[];
}

function mainBlocks(r: JsonResume, lang: 'en' | 'fr', v: Variation): Paragraph[] {
  const h = HEADINGS[lang];
  const out: Paragraph[] = [heading(h.work)];
  for (const w of r.work ?? []) {
    const when = period(w.startDate, w.endDate, v.dateStyle, lang);
    if (v.entry === 'company-then-position')
      out.push(line(`${w.name}, ${w.location ?? ''}`.replace(/, $/, ''), true), line(`${w.position} | ${when}`));
    else out.push(line(`${w.position} — ${w.name}`, true), line(when));
    for (const hl of w.highlights ?? []) out.push(bullet(hl));
  }
  out.push(heading(h.education));
  for (const e of r.education ?? [])
    out.push(
      line(`${e.institution}`, true),
      line(`${[e.studyType, e.area].filter(Boolean).join(', ')} (${period(e.startDate, e.endDate, 'year-only', lang)})`),
    );
  return out;
}

function sideBlocks(r: JsonResume, lang: 'en' | 'fr'): Paragraph[] {
  const h = HEADINGS[lang];
  const skills = (r.skills ?? []).flatMap((s) => s.keywords ?? []);
  return [
    heading(h.skills),
    line(skills.join(', ')),
    heading(h.languages),
    ...(r.languages ?? []).map((l) => line(`${l.language} : ${l.fluency}`)),
  ];
}

/** A DOCX built with the `docx` package; the last layout moves the main part away from word/document.xml. */
export async function docxDocument(layout: DocxLayout, r: JsonResume, lang: 'en' | 'fr', v: Variation): Promise<Buffer> {
  const b = r.basics ?? {};
  const name = new Paragraph({ children: [new TextRun({ text: b.name ?? '', bold: true, size: 40 })], alignment: AlignmentType.LEFT });
  const label = line(b.label ?? '');
  let children: Array<Paragraph | Table>;
  let headers: { default: Header } | undefined;
  let footers: { default: Footer } | undefined;
  if (layout === 'docx-table-sidebar') {
    const cell = (paragraphs: Paragraph[], pct: number) =>
      new TableCell({ children: paragraphs, width: { size: pct, type: WidthType.PERCENTAGE } });
    children = [
      name,
      label,
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [cell([...contacts(r, lang).map((c) => line(c)), ...sideBlocks(r, lang)], 30), cell(mainBlocks(r, lang, v), 70)],
          }),
        ],
      }),
    ];
  } else if (layout === 'docx-header-contacts') {
    headers = { default: new Header({ children: [line(`${b.name} — ${b.label ?? ''}`)] }) };
    footers = { default: new Footer({ children: [line(contacts(r, lang).join(' | '))] }) };
    children = [name, label, line(contacts(r, lang).join(' | ')), ...mainBlocks(r, lang, v), ...sideBlocks(r, lang)];
  } else {
    children = [name, label, line(contacts(r, lang).join(' · ')), ...mainBlocks(r, lang, v), ...sideBlocks(r, lang)];
  }
  const doc = new Document({
    creator: 'Atelier bench',
    styles: { default: { document: { run: { font: v.font.split(',')[0], size: v.sizePt * 2 } } } },
    sections: [{ headers, footers, children }],
  });
  const buffer = await Packer.toBuffer(doc);
  return layout === 'docx-moved-main-part' ? moveMainPart(buffer, 'word/resume-body.xml') : buffer;
}

/**
 * Some generators write the main part elsewhere; OOXML readers find it through `_rels/.rels`.
 * Moves it, rewrites the package relationship and content type, and keeps the part's own
 * relationships beside it (`word/_rels/<name>.rels`).
 */
export async function moveMainPart(docx: Buffer, target: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  const main = await zip.file('word/document.xml')!.async('nodebuffer');
  const rels = await zip.file('word/_rels/document.xml.rels')?.async('nodebuffer');
  zip.remove('word/document.xml');
  zip.file(target, main);
  if (rels) {
    zip.remove('word/_rels/document.xml.rels');
    zip.file(`word/_rels/${target.split('/').pop()}.rels`, rels);
  }
  const pkgRels = await zip.file('_rels/.rels')!.async('string');
  zip.file('_rels/.rels', pkgRels.replace(/Target="\/?word\/document\.xml"/, `Target="${target}"`));
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file('[Content_Types].xml', types.replace('/word/document.xml', `/${target}`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
