import type { LayoutLine } from './layout';

// Icon fonts (Font Awesome & co.) map glyphs to the Private Use Area; zero-width and control
// characters come from copy-paste. None of them is text.
// eslint-disable-next-line no-control-regex
const JUNK = /[\ue000-\uf8ff\u{f0000}-\u{ffffd}\u200b-\u200f\u2060\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f]/gu;
// The Unicode hyphens (U+2010, U+2011) are the ASCII one to every reader, and phone and date
// patterns expect that one. Word writes some as "-", soft hyphen, U+2010 for what shows as one
// hyphen. A soft hyphen left alone is invisible unless a line breaks there: not text.
const HYPHEN_RUN = /[-\u00ad]*[\u2010\u2011][-\u00ad\u2010\u2011]*/gu;
const SOFT_HYPHEN = /\u00ad/gu;
const BULLET = /^\s*(?:[•●▪▫◦‣∙·○■□➢➤►▶✓✔❖♦◆\-–—*]|\d{1,2}[.)])\s+/;
// Page numbers have at most three digits a side: "09/2020 – 10/2023" is a period, not "page 10/2023".
const FOOTER =
  /^(?:page \d+(?: (?:of|sur|\/) \d+)?|\d{1,3}\s*\/\s*\d{1,3}|.{0,40}[–-]\s*\d{1,3}\s*\/\s*\d{1,3}|last updated .*|mis à jour .*|curriculum vitae|cv|resume|résumé)$/i;

/**
 * "P R O F I L E", "E M P L OY M E N T H I S TO RY": designers space letters out; the text layer
 * then has a space between each. Short tokens throughout mean letter spacing: join them.
 */
export function collapseLetterSpacing(text: string): string {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 3 || tokens.some((t) => t.length > 2)) return text;
  return tokens.filter((t) => t.length === 1).length / tokens.length >= 0.7 ? tokens.join('') : text;
}

export const isBullet = (line: LayoutLine) => !!line.listItem || BULLET.test(line.text);
export const withoutBullet = (text: string) => text.replace(BULLET, '').trim();

/**
 * Lines ready for structuring: junk characters gone, page furniture (page numbers, "last updated")
 * dropped, words hyphenated across lines re-joined, wrapped bullet lines folded back into their bullet.
 */
export function cleanLines(lines: LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const original of lines) {
    const text = collapseLetterSpacing(
      original.text.normalize('NFC').replace(HYPHEN_RUN, '-').replace(SOFT_HYPHEN, '').replace(JUNK, ' ').replace(/\s+/g, ' ').trim(),
    );
    if (!text || FOOTER.test(text)) continue;
    const line = { ...original, text };
    const previous = out[out.length - 1];
    if (previous && continues(previous, line)) {
      previous.text =
        previous.text.endsWith('-') && /[a-zà-ÿ]-$/.test(previous.text) && /^[a-zà-ÿ]/.test(text)
          ? previous.text.slice(0, -1) + text
          : `${previous.text} ${text}`;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** A line that only continues the one before: a wrapped bullet or a word cut by a hyphen. */
function continues(previous: LayoutLine, line: LayoutLine): boolean {
  if (line.heading || isBullet(line) || (line.column ?? 0) !== (previous.column ?? 0) || line.page !== previous.page) return false;
  if ((line.gapBefore ?? 1) > 0.6) return false;
  if (previous.size && line.size && Math.abs(previous.size - line.size) > 0.6) return false;
  if (/[a-zà-ÿ]-$/.test(previous.text) && /^[a-zà-ÿ]/.test(line.text)) return true;
  // A bullet whose sentence goes on, on a line starting in lower case.
  return isBullet(previous) && /^[a-zà-ÿ(]/.test(line.text) && !/[.!?:]$/.test(previous.text);
}
