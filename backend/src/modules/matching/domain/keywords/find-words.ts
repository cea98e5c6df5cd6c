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

// English verb forms of one verb: "process", "processed", "processing"; "manage", "managed";
// "plan", "planned". Longer endings only, and never "-eed" ("need", "speed").
const verbStem = (form: string) => {
  let stem = form;
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed') && !stem.endsWith('eed')) stem = stem.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  // Then no final "e" nor "s" ("manage", "managed"; the singular "proces" of "process", "processed").
  return (stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem).replace(/s+$/, '');
};
const isSpace = (folded: string, from: number, to: number) => /^[\s-]+$/.test(folded.slice(from, to));

/**
 * Where a line holds a phrase's words, whole, in order, with only spaces or hyphens between them:
 * accents and case folded, either number ("cable tray" in "Cable Trays"). How a keyword that is
 * its words (no lexicon entry) is found in a resume. A task a posting names by its verb ("Process
 * payments", "Read blueprints") is found in the tense resumes write it in, with one word of
 * detail after the verb ("Processed supplier payments", "Reading blueprints"): only when the verb
 * is in another form, so that "cable management tray" is still not "cable tray".
 */
export function findWordsIn({ folded, words }: LineWords, wanted: readonly string[]): { start: number; end: number } | undefined {
  if (!wanted.length) return undefined;
  for (let i = 0; i + wanted.length <= words.length; i++) {
    const first = words[i];
    const inflected = wanted.length > 1 && first.form !== wanted[0] && verbStem(first.form) === verbStem(wanted[0]);
    if (first.form !== wanted[0] && !inflected) continue;
    for (const detail of inflected ? [0, 1] : [0]) {
      const rest = words.slice(i + 1 + detail, i + wanted.length + detail);
      if (rest.length !== wanted.length - 1) continue;
      const run = [first, ...words.slice(i + 1, i + 1 + detail), ...rest];
      const matches =
        rest.every((w, k) => w.form === wanted[k + 1]) && run.every((w, k) => k === 0 || isSpace(folded, run[k - 1].end, w.start));
      if (matches) return { start: first.start, end: run[run.length - 1].end };
    }
  }
  return undefined;
}

/** findWordsIn for one line and one phrase. */
export const findWords = (line: string, phrase: string) => findWordsIn(lineWords(line), phraseWords(phrase));
