import { foldKeepingLength, singular } from './lexicon-matcher';

const WORD = /[a-z0-9\u00c0-\u024f+#]+/g;

/** A line's words, folded and singular, with their offsets: read once for every phrase looked for. */
export interface LineWords {
  folded: string;
  words: Array<{ form: string; start: number; end: number }>;
}

export function lineWords(line: string): LineWords {
  const folded = foldKeepingLength(line);
  return { folded, words: [...folded.matchAll(WORD)].map((m) => ({ form: singular(m[0]), start: m.index!, end: m.index! + m[0].length })) };
}

/** A phrase's words, folded and singular: read once for every line it is looked for in. */
export function phraseWords(phrase: string): string[] {
  return [...foldKeepingLength(phrase).matchAll(WORD)].map((m) => singular(m[0]));
}

/**
 * Where a line holds a phrase's words, whole, in order, with only spaces or hyphens between them:
 * accents and case folded, either number ("cable tray" in "Cable Trays"). How a keyword that is
 * its words (no lexicon entry) is found in a resume.
 */
export function findWordsIn({ folded, words }: LineWords, wanted: readonly string[]): { start: number; end: number } | undefined {
  if (!wanted.length) return undefined;
  for (let i = 0; i + wanted.length <= words.length; i++) {
    const run = words.slice(i, i + wanted.length);
    const joined = run.every((w, k) => w.form === wanted[k] && (k === 0 || /^[\s-]+$/.test(folded.slice(run[k - 1].end, w.start))));
    if (joined) return { start: run[0].start, end: run[run.length - 1].end };
  }
  return undefined;
}

/** findWordsIn for one line and one phrase. */
export const findWords = (line: string, phrase: string) => findWordsIn(lineWords(line), phraseWords(phrase));
