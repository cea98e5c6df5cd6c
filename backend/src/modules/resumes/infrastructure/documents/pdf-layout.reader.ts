import { isDateOnly } from '../../domain/parsing/dates';
import type { LayoutDocument, LayoutLine } from '../../domain/parsing/layout';
import { collapseLetterSpacing, isBullet } from '../../domain/parsing/clean-lines';
import { isPlace } from '../../domain/parsing/places';
import { headingKind } from '../../domain/parsing/section-headings';
import { ResumeError } from '../../domain/resume-errors';

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

export interface Glyph {
  text: string;
  x: number;
  y: number;
  w: number;
  size: number;
  bold: boolean;
}

const MAX_PAGES = 20;

/**
 * Text with layout from a PDF (pdfjs): items grouped into lines by baseline, pages split into two
 * columns when a vertical gutter separates them, bold taken from the font's real name.
 */
export async function readPdfLayout(bytes: Buffer): Promise<LayoutDocument> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ResumeError('ENCRYPTED_PDF');
    throw new ResumeError('CORRUPT_FILE', (error as Error).message);
  }
  try {
    const lines: LayoutLine[] = [];
    let twoColumn = false;
    const pages = Math.min(doc.numPages, MAX_PAGES);
    for (let p = 1; p <= pages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      // Real font names ("ABCDEF+Calibri-Bold") are known only once the page's fonts are loaded.
      await page.getOperatorList();
      const glyphs: Glyph[] = [];
      for (const raw of content.items as TextItem[]) {
        if (!raw.str || !raw.transform) continue;
        const font = page.commonObjs.has(raw.fontName)
          ? (page.commonObjs.get(raw.fontName) as { name?: string; bold?: boolean; black?: boolean })
          : undefined;
        const fontLabel = `${font?.name ?? ''}`;
        glyphs.push({
          text: raw.str,
          x: raw.transform[4],
          y: raw.transform[5],
          w: raw.width,
          size: Math.abs(raw.transform[3]) || raw.height || 10,
          bold: !!font?.bold || !!font?.black || /bold|black|heavy|semibold|demi/i.test(fontLabel),
        });
      }
      const width = page.getViewport({ scale: 1 }).width;
      const layout = splitColumns(glyphs, width);
      if (layout.meta) {
        lines.push(...withMetaColumn(toLines(layout.main, p, 0), toLines(layout.meta, p, 0)));
      } else {
        if (layout.columns.length === 2) twoColumn = true;
        layout.columns.forEach((column, index) => lines.push(...toLines(column, p, layout.columns.length === 2 ? index : 0)));
      }
      page.cleanup();
    }
    return { format: 'pdf', lines, pageCount: doc.numPages, twoColumn };
  } finally {
    await doc.destroy();
  }
}

/**
 * Finds a vertical gutter: an x band no glyph crosses, with real text on both sides along most of
 * the page. Sidebars (contact, skills) and two-column layouts read column by column that way.
 */
interface PageLayout {
  columns: Glyph[][];
  main: Glyph[];
  meta?: Glyph[];
}

export function splitColumns(glyphs: Glyph[], pageWidth: number): PageLayout {
  const single = { columns: [glyphs], main: glyphs };
  const visible = glyphs.filter((g) => g.text.trim());
  if (visible.length < 20) return single;
  const step = 2;
  const buckets = Math.ceil(pageWidth / step);
  const covered = new Uint16Array(buckets);
  for (const g of visible) {
    for (let b = Math.max(0, Math.floor(g.x / step)); b <= Math.min(buckets - 1, Math.floor((g.x + g.w) / step)); b++) covered[b]++;
  }
  const bands: Array<{ from: number; to: number }> = [];
  let start = -1;
  // A gutter may be crossed by a word or two that overflow a narrow sidebar (a long e-mail
  // address, a URL): they go with the side they start on.
  const crossings = Math.min(2, Math.floor(visible.length / 40));
  for (let b = Math.floor(buckets * 0.2); b < Math.floor(buckets * 0.8); b++) {
    if (covered[b] <= crossings) {
      if (start < 0) start = b;
    } else if (start >= 0) {
      if ((b - start) * step >= 8) bands.push({ from: start, to: b });
      start = -1;
    }
  }
  // Both sides must hold a real share of the text, over a real share of the page height.
  const share = (side: Glyph[]) => side.filter((g) => g.text.trim()).length / visible.length;
  const spread = (side: Glyph[]) => {
    const ys = side.map((g) => g.y);
    return ys.length ? Math.max(...ys) - Math.min(...ys) : 0;
  };
  const height = spread(visible) || 1;
  const columnsAt = (gutter: number) => {
    const left = glyphs.filter((g) => g.x < gutter);
    const right = glyphs.filter((g) => g.x >= gutter);
    return { left, right, narrow: share(left) < share(right) ? left : right };
  };
  const textColumns = (left: Glyph[], right: Glyph[]) =>
    share(left) >= 0.12 && share(right) >= 0.12 && spread(left) / height >= 0.35 && spread(right) / height >= 0.35;
  // Widest band first. A band that cuts the main column's dates off their entries is no gutter
  // (beside a right sidebar, the space before right-aligned dates can be wider than the gutter).
  // A band with a column of dates, durations and places on one side ("Nexus AI, CTO ........
  // June 2023 – present") is kept for last: beside a left sidebar the real gutter is narrower,
  // and the dates then stay in the main column's lines.
  bands.sort((a, b) => b.to - b.from - (a.to - a.from));
  const rows = rowsOf(visible);
  let meta: PageLayout | null = null;
  for (const band of bands) {
    const gutter = ((band.from + band.to) / 2) * step;
    if (proseAcross(rows, gutter)) continue;
    const { left, right, narrow } = columnsAt(gutter);
    if (narrow.length && isMetaColumn(narrow)) meta ??= { columns: [glyphs], main: narrow === left ? right : left, meta: narrow };
    else if (cutsDatesOff(rows, gutter)) continue;
    else if (textColumns(left, right)) return { columns: [left, right], main: glyphs };
    else if (!meta) return single;
  }
  if (meta) return meta;
  if (bands.length) return single;
  // No band wide enough: a table of two text cells per row, found by alignment (a dates column
  // found that way is read as one column, as before).
  const gutter = alignedGutter(visible, rows, pageWidth, crossings);
  if (gutter === null || proseAcross(rows, gutter)) return single;
  const { left, right, narrow } = columnsAt(gutter);
  return !isMetaColumn(narrow) && textColumns(left, right) ? { columns: [left, right], main: glyphs } : single;
}

/** The page's glyphs by baseline (within 2 pt), each row left to right. */
function rowsOf(glyphs: Glyph[]): Glyph[][] {
  const rows = new Map<number, Glyph[]>();
  for (const g of glyphs) {
    const y = Math.round(g.y / 2);
    const row = rows.get(y);
    if (row) row.push(g);
    else rows.set(y, [g]);
  }
  return [...rows.values()].map((row) => row.sort((a, b) => a.x - b.x));
}

/**
 * Whether a line of prose runs across x: a word over it with words at most a word space away on
 * both sides. A word overflowing a sidebar stands alone; a sentence or a contact line across the
 * page (above a table of dates and titles whose cells leave a gap between them) does not.
 */
function proseAcross(rows: Glyph[][], x: number): boolean {
  return rows.some((row) =>
    row.some(
      (g, i) =>
        g.x < x &&
        g.x + g.w > x &&
        i > 0 &&
        i < row.length - 1 &&
        g.x - (row[i - 1].x + row[i - 1].w) <= g.size &&
        row[i + 1].x - (g.x + g.w) <= g.size,
    ),
  );
}

/**
 * Whether a gutter at x would cut the main column's dates off their entries: right of it, rows
 * that are only a date, each beside text on its left (the entry's title), mixed with rows of
 * other text (the sidebar). Dates alone on the right are a dates column (isMetaColumn).
 */
function cutsDatesOff(rows: Glyph[][], x: number): boolean {
  const text = (glyphs: Glyph[]) =>
    glyphs
      .map((g) => g.text)
      .join(' ')
      .trim();
  const right = rows
    .map((row) => ({ right: text(row.filter((g) => g.x >= x)), left: text(row.filter((g) => g.x < x)) }))
    .filter((r) => r.right);
  const datesBesideTitles = right.filter((r) => isDateOnly(r.right) && r.left && !isDateOnly(r.left)).length;
  const dates = right.filter((r) => isDateOnly(r.right)).length;
  return datesBesideTitles >= 2 && dates < right.length * 0.6;
}

/**
 * A gutter too narrow for the coverage test, found by alignment instead: a table of two cells per
 * row (a word processor's sidebar layout) leaves only a few points between the cells, but every
 * line of the right cell starts at the same x. Many lines starting at one x in the middle of the
 * page, and almost no glyph across that x (prose would cross it), make two columns.
 */
function alignedGutter(visible: Glyph[], rows: Glyph[][], pageWidth: number, crossings: number): number | null {
  const middle = (x: number) => x > pageWidth * 0.2 && x < pageWidth * 0.8;
  // Where text starts after a gap in a row, or starts a row of the right cell alone.
  const starts: number[] = [];
  for (const row of rows) {
    if (middle(row[0].x)) starts.push(row[0].x);
    for (let i = 1; i < row.length; i++) {
      const gap = row[i].x - (row[i - 1].x + row[i - 1].w);
      if (gap >= 3 && middle(row[i].x)) starts.push(row[i].x);
    }
  }
  if (starts.length < 5) return null;
  // The x most breaks share (within 2 pt), and how many rows break there.
  starts.sort((a, b) => a - b);
  let bestX = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < starts.length; i++) {
    while (starts[i] - starts[j] > 2) j++;
    if (i - j + 1 > bestCount) {
      bestCount = i - j + 1;
      bestX = starts[j];
    }
  }
  const across = visible.filter((g) => g.x < bestX - 1 && g.x + g.w > bestX + 3).length;
  return bestCount >= 5 && bestCount >= rows.length * 0.25 && across <= crossings + 2 ? bestX - 1 : null;
}

const DURATION = /^\d+\s+(?:years?|months?|yrs?|mos?|ans?|mois)\b/i;

function isMetaColumn(side: Glyph[]): boolean {
  const rows = toLines(side, 1, 0).map((l) => l.text);
  if (rows.length < 3) return false;
  const meta = rows.filter(
    (t) =>
      isDateOnly(t) || isPlace(t) || DURATION.test(t) || /^(?:present|current|aujourd)/i.test(t) || !!headingKind(collapseLetterSpacing(t)),
  );
  return meta.length / rows.length >= 0.5;
}

/**
 * Each cell of a dates/places column joins the nearest entry header at or above it (not a
 * bullet: a date level with the first bullet still dates the entry). Durations ("4 months") are
 * derived from the dates and dropped.
 */
function withMetaColumn(main: PositionedLine[], meta: PositionedLine[]): LayoutLine[] {
  for (const cell of meta) {
    if (DURATION.test(cell.text)) continue;
    if (headingKind(collapseLetterSpacing(cell.text))) {
      // A section heading in a sidebar opens the section beside it: it goes in at its height.
      const at = main.findIndex((line) => line.y < cell.y + 2);
      main.splice(at < 0 ? main.length : at, 0, { ...cell, heading: true });
      continue;
    }
    let target: PositionedLine | undefined;
    for (const line of main) {
      if (line.y < cell.y - 2) break;
      if (!isBullet(line)) target = line;
    }
    if (target) target.text = `${target.text}   ${cell.text}`;
    else main.unshift(cell);
  }
  return main.map(({ y: _y, ...line }) => line);
}

type PositionedLine = LayoutLine & { y: number };

/** Groups glyphs sharing a baseline into lines, top to bottom, left to right. */
function toLines(glyphs: Glyph[], page: number, column: number): PositionedLine[] {
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Glyph[][] = [];
  for (const g of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - g.y) <= Math.max(2, Math.min(row[0].size, g.size) * 0.45)) row.push(g);
    else rows.push([g]);
  }
  const lines: PositionedLine[] = [];
  let previousY: number | null = null;
  let previousSize = 10;
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end: number | null = null;
    // Letter-spaced headings ("P R O F I L E") come as one glyph per item: only a gap wider than
    // the letter spacing is a space between words.
    const solid = row.filter((g) => g.text.trim());
    const spaced = solid.length >= 4 && solid.filter((g) => g.text.trim().length === 1).length / solid.length > 0.8;
    const gaps = spaced
      ? solid
          .slice(1)
          .map((g, i) => g.x - (solid[i].x + solid[i].w))
          .sort((a, b) => a - b)
      : [];
    const wordGap = spaced ? Math.max(gaps[Math.floor(gaps.length / 2)] * 1.8, row[0].size * 0.25) : 0;
    for (const g of row) {
      const gap = end === null ? 0 : g.x - end;
      if (spaced && !g.text.trim()) continue;
      // pdfjs gives word spaces as their own items or not at all: add one when glyphs are apart.
      // A gap wider than a few letters separates cells (skill "pills", a title and its dates).
      if (end !== null && !spaced && gap > g.size * 1.2 && text.trim()) text = `${text.trimEnd()} | `;
      else if (end !== null && (spaced ? gap > wordGap : gap > g.size * 0.18) && !text.endsWith(' ') && !g.text.startsWith(' '))
        text += ' ';
      text += g.text;
      end = g.x + g.w;
    }
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    const size = Math.max(...row.map((g) => g.size));
    const boldChars = row.filter((g) => g.bold).reduce((n, g) => n + g.text.trim().length, 0);
    const allChars = row.reduce((n, g) => n + g.text.trim().length, 0) || 1;
    const y = row[0].y;
    lines.push({
      y,
      text: clean,
      page,
      size: Math.round(size * 10) / 10,
      bold: boldChars / allChars > 0.6,
      column,
      gapBefore: previousY === null ? 0 : Math.max(0, (previousY - y) / Math.max(previousSize, size) - 1),
    });
    previousY = y;
    previousSize = size;
  }
  return lines;
}
