import { isBullet, withoutBullet } from './clean-lines';
import { type DateRange, findDateRange } from './dates';
import type { LayoutLine } from './layout';

/** One entry of a section (a job, a degree): its header lines, its body, its dates. */
export interface Entry {
  header: string[];
  body: string[];
  dates: DateRange | null;
  boldHeader: string[];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A short line that names things (a title, an employer, a place), not a sentence of the body. */
function isHeaderish(line: LayoutLine, bodySize: number): boolean {
  if (isBullet(line)) return false;
  const words = wordCount(line.text);
  if (line.bold || (line.size ?? 0) > bodySize + 0.4) return words <= 16;
  return words <= 12 && !/[.;]$/.test(line.text);
}

/**
 * "— Technicolor 06/2008 – 08/2008": a job written with an empty title before its dash, so the
 * line reads as a dash bullet; a few capitalised words then the dates that end it head an entry.
 */
function isUntitledHeader(line: LayoutLine): boolean {
  if (line.listItem || !/^\s*[–—-]\s+\p{Lu}/u.test(line.text)) return false;
  const rest = withoutBullet(line.text);
  const range = findDateRange(rest);
  if (!range || !rest.trimEnd().endsWith(range.matched.trim())) return false;
  return wordCount(rest.replace(range.matched, ' ')) <= 5;
}

function dateOf(line: LayoutLine): DateRange | null {
  if (isBullet(line) && !isUntitledHeader(line)) return null;
  const range = findDateRange(line.text);
  if (!range) return null;
  // In a sentence, a date is an entry's date only at its start or end ("... since 2019." is not).
  const words = wordCount(line.text);
  if (words > 14) {
    const at = line.text.indexOf(range.matched);
    if (at > 12 && at + range.matched.length < line.text.length - 3) return null;
  }
  return range;
}

function median(values: number[]): number {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 10;
}

/**
 * Splits a section into entries. Entries are anchored on the lines that carry their dates; each
 * anchor takes the short header lines just above it (when tight to it) and just below it.
 * Without dates, bold lines or blank space separate entries.
 */
export function splitEntries(lines: LayoutLine[], isAnchor?: (line: LayoutLine) => boolean): Entry[] {
  if (!lines.length) return [];
  const bodySize = median(lines.map((l) => l.size ?? 0));
  const anchors: number[] = [];
  lines.forEach((line, i) => {
    if (dateOf(line) || (isAnchor && !isBullet(line) && isAnchor(line))) anchors.push(i);
  });
  const starts = anchors.length ? headerStarts(lines, anchors, bodySize) : blockStarts(lines, bodySize);
  return starts.map((start, k) => toEntry(lines.slice(start, starts[k + 1] ?? lines.length), bodySize));
}

function headerStarts(lines: LayoutLine[], anchors: number[], bodySize: number): number[] {
  const starts: number[] = [];
  let floor = 0;
  let lastAnchor = -1;
  // A section whose first line carries the first entry's dates usually writes every entry that
  // way: a plain line just above a later dates line then ends the previous entry; only an
  // emphasised line or one opening a block heads it.
  const anchorFirst = anchors[0] === 0;
  // The entry being read: whether its first anchor carries dates, and whether any of its anchors does.
  let firstDated = false;
  let hasDates = false;
  for (const anchor of anchors) {
    const dated = !!dateOf(lines[anchor]);
    // Two anchors with only header lines between them are one entry ("Master of Science" then
    // "Université de Lyon  2016 – 2018" is one degree), unless the entry already has its dates
    // and this anchor opens the next one the same way the entry opened: a school line with dates
    // after "School 2012 – 2015 / Master of Arts", a degree after "Master / School 2016 – 2018".
    if (
      lastAnchor >= 0 &&
      anchor - lastAnchor <= 2 &&
      onlyHeaderBetween(lines, lastAnchor, anchor, bodySize) &&
      !(hasDates && dated === firstDated)
    ) {
      lastAnchor = anchor;
      floor = anchor + 1;
      hasDates ||= dated;
      continue;
    }
    lastAnchor = anchor;
    firstDated = dated;
    hasDates = dated;
    let start = anchor;
    for (let back = 1; back <= 2; back++) {
      const i = anchor - back;
      if (i < floor) break;
      const candidate = lines[i];
      const below = lines[i + 1];
      if (!isHeaderish(candidate, bodySize) || dateOf(candidate)) break;
      if (anchorFirst && !candidate.bold && !((candidate.gapBefore ?? 0) > 0.9)) break;
      // Only lines tight above the anchor (same block) belong to its header: a gap larger than
      // the one above the candidate separates two blocks (the last line of the previous entry's
      // body, when bullets carry no marker in the text layer, then this entry).
      if (below.gapBefore !== undefined && below.gapBefore > 0.9) break;
      if (
        below.gapBefore !== undefined &&
        candidate.gapBefore !== undefined &&
        below.gapBefore > 0.5 &&
        below.gapBefore > candidate.gapBefore + 0.35
      )
        break;
      start = i;
    }
    if (starts.length && start <= starts[starts.length - 1]) continue;
    starts.push(start);
    floor = anchor + 1;
  }
  if (starts[0] > 0) {
    // Lines before the first entry that are not a sentence open it too (a title above its dates).
    const lead = lines.slice(0, starts[0]);
    if (lead.every((l) => isHeaderish(l, bodySize))) starts[0] = 0;
  }
  return starts;
}

function onlyHeaderBetween(lines: LayoutLine[], from: number, to: number, bodySize: number): boolean {
  for (let i = from + 1; i < to; i++) if (!isHeaderish(lines[i], bodySize)) return false;
  return to - from <= 2;
}

/** Without dates: a new entry at each header-like line that follows body text or a gap. */
function blockStarts(lines: LayoutLine[], bodySize: number): number[] {
  const starts = [0];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    const afterBody = !isHeaderish(previous, bodySize) || isBullet(previous);
    const gap = (line.gapBefore ?? 0) > 1.0;
    const emphasised = !!line.bold && !previous.bold;
    if (isHeaderish(line, bodySize) && (afterBody || gap) && (emphasised || gap || afterBody)) starts.push(i);
  }
  return starts;
}

/**
 * "Responsable marketing | 2019 – 2021" then "— Studio Hélios": a narrow column moved the
 * separator and the employer to the next line. A dash line of a few capitalised words right under
 * the header, with no dash line after it (not the first of a list), is the header's end.
 */
function isWrappedHeaderPart(line: LayoutLine, next: LayoutLine | undefined): boolean {
  if (line.listItem || !/^\s*[–—-]\s+\p{Lu}/u.test(line.text) || /[.;:!?]$/.test(line.text)) return false;
  return wordCount(withoutBullet(line.text)) <= 4 && !(next && /^\s*[–—-]\s/.test(next.text));
}

function toEntry(lines: LayoutLine[], bodySize: number): Entry {
  const header: string[] = [];
  const boldHeader: string[] = [];
  const body: string[] = [];
  let dates: DateRange | null = null;
  let inHeader = true;
  for (const [i, line] of lines.entries()) {
    const range = inHeader ? dateOf(line) : null;
    const wrapped = inHeader && header.length > 0 && isWrappedHeaderPart(line, lines[i + 1]);
    if (inHeader && (range || wrapped || isHeaderish(line, bodySize)) && header.length < 4) {
      if (range && !dates) dates = range;
      const text = range
        ? line.text
            .replace(range.matched, ' ')
            .replace(/\s*[|,–—-]\s*$|^\s*[|,–—-]\s*/g, '')
            .replace(/\s+/g, ' ')
            .trim()
        : line.text;
      if (text && !/^[()\s|,–—-]*$/.test(text)) {
        header.push(text.replace(/[()]\s*$/, '').trim());
        if (line.bold) boldHeader.push(text);
      }
      continue;
    }
    inHeader = false;
    body.push(withoutBullet(line.text));
  }
  return { header, body, dates, boldHeader };
}
