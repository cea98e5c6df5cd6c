/**
 * Splits a text into plain and highlighted parts for the match report: every occurrence of a
 * keyword's words (case and accents ignored, whole words only) is marked with that keyword's
 * class. Longer terms win where two overlap ("Node.js" over "Node"). Pure, unit-tested.
 */
export interface Mark {
  /** The keyword's words, as they may appear in the text. */
  terms: readonly string[];
  /** What the highlight means (found, missing, ...), passed back with each part. */
  tone: string;
}

export interface Part {
  text: string;
  tone?: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD = /[\p{L}\p{N}]/u;

export function highlight(text: string, marks: readonly Mark[]): Part[] {
  const folded = fold(text);
  // Folding keeps the length for the accents we fold (one letter + one mark -> one letter) only
  // after NFD; work on the NFC text's folded copy, which has the same length for Latin scripts.
  const sameLength = folded.length === text.length;
  const source = sameLength ? folded : text.toLowerCase();
  const terms = marks
    .flatMap((mark) =>
      mark.terms
        .filter((t) => t.trim().length > 1)
        .map((term) => ({ term: sameLength ? fold(term) : term.toLowerCase(), tone: mark.tone })),
    )
    .sort((a, b) => b.term.length - a.term.length);
  const tones: Array<string | undefined> = new Array(text.length).fill(undefined);
  for (const { term, tone } of terms) {
    const pattern = new RegExp(escape(term), 'g');
    for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
      const start = m.index;
      const end = start + term.length;
      const before = source[start - 1];
      const after = source[end];
      const whole = (!before || !WORD.test(before)) && (!after || !WORD.test(after));
      if (whole && tones.slice(start, end).every((t) => t === undefined)) tones.fill(tone, start, end);
    }
  }
  const parts: Part[] = [];
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && tones[j] === tones[i]) j++;
    parts.push(tones[i] ? { text: text.slice(i, j), tone: tones[i] } : { text: text.slice(i, j) });
    i = j;
  }
  return parts;
}
