/**
 * The text round-trip gate: the words a text extractor reads back from a PDF must be the words we
 * printed, in the same order, none split ("SUM M ARY"), none altered (lost accents, "ﬁ" ligature
 * glyphs). Only decoration may come in between: bullets and separators, which are punctuation.
 */
export interface RoundTripResult {
  ok: boolean;
  expectedWords: number;
  recoveredWords: number;
  /** The first expected word not found where it should be, with what the extractor had there. */
  firstMismatch?: { expected: string; found: string; index: number };
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const SPACE_IN_CJK = new RegExp(`([${CJK}])\\s+(?=[${CJK}])`, 'gu');

// French spacing (narrow no-break space before ":" etc.) is typography, not a word boundary: an
// extractor may or may not read the thin gap as a space. Chinese and Japanese are written without
// spaces, and extractors put one between some glyphs: those are no boundary either.
// Invisible format characters (bidi controls an extractor adds around right-to-left text, soft
// hyphens, zero-width spaces and joiners) print nothing: an extractor gives them back or not.
// Spacing around punctuation is the extractor's guess from glyph positions ("(HTML" / "( HTML",
// "HTML ," / "HTML,"): words are compared with it removed; a word split by a space inside its
// letters ("SUM M ARY") or a URL split inside a line still differs.
export function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .replace(/\p{Cf}/gu, '')
      // A bullet or middle dot glued to the next word ("·.NET") is a separator, not part of it.
      .replace(/(^|\s)([·•▪‣◦∙⋅・‧●○◆◇■□▸►➢✓✔|])(?=[^\s·•▪‣◦∙⋅・‧●○◆◇■□▸►➢✓✔|])/gu, '$1$2 ')
      .replace(/[\u00A0\u202F\u2000-\u200A\u205F\u3000]/gu, ' ')
      .replace(/[ \t]+([;:!?»%,.)\]}])(?=[\s;:!?»%,.)\]}]|$)/gu, '$1') // trailing punctuation only: ".NET" keeps its dot
      .replace(/([«([{])[ \t]+/gu, '$1')
      .replace(SPACE_IN_CJK, '$1')
      .split(/\s+/u)
      .filter(Boolean)
  );
}

// Punctuation, symbols, icon-font glyphs (private use) and lone marks: decoration, not words.
const isDecoration = (word: string): boolean => /^[\p{P}\p{S}\p{Co}\p{M}]+$/u.test(word) && !/[\p{L}\p{N}]/u.test(word);

/** The extracted words, each marked when it is the last of its line. */
function extractedWords(text: string): Array<{ word: string; endsLine: boolean }> {
  return text.split('\n').flatMap((line) => words(line).map((word, i, all) => ({ word, endsLine: i === all.length - 1 })));
}

/**
 * The expected word read back from `at` on: whole, or cut by line ends only. A token with no room
 * on its line (a long URL) wraps mid-word, and the extractor rightly puts a line break there; a
 * space inside a line ("SUM M ARY") is still a split word. Returns how many tokens it took, or 0.
 */
function readBack(word: string, found: Array<{ word: string; endsLine: boolean }>, at: number): number {
  let joined = '';
  for (let k = at; k < found.length; k++) {
    joined += found[k].word;
    if (joined === word) return k - at + 1;
    if (!found[k].endsLine || !word.startsWith(joined)) return 0;
  }
  return 0;
}

export function checkRoundTrip(expectedTexts: readonly string[], extracted: string): RoundTripResult {
  const expected = words(expectedTexts.join('\n'));
  const found = extractedWords(extracted);
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    while (at < found.length && found[at].word !== expected[i] && isDecoration(found[at].word)) at++;
    let taken = readBack(expected[i], found, at);
    if (taken === 0 && /[\p{L}\p{N}]-$/u.test(expected[i]) && i + 1 < expected.length) {
      // A word the source broke at a line end ("l'AD-" then "ministration"): an extractor may
      // join the two halves, with or without the hyphen.
      const next = expected[i + 1];
      taken = readBack(expected[i] + next, found, at) || readBack(expected[i].slice(0, -1) + next, found, at);
      if (taken) i++;
    }
    if (taken === 0) {
      // Expected decoration (a lone "–" or "·") an extractor dropped is not a lost word.
      if (isDecoration(expected[i])) continue;
      const there = found
        .slice(at, at + 3)
        .map((f) => f.word)
        .join(' ');
      return {
        ok: false,
        expectedWords: expected.length,
        recoveredWords: i,
        firstMismatch: { expected: expected[i], found: there, index: i },
      };
    }
    at += taken;
  }
  const extra = found
    .slice(at)
    .map((f) => f.word)
    .filter((w) => !isDecoration(w));
  if (extra.length > 0) {
    return {
      ok: false,
      expectedWords: expected.length,
      recoveredWords: expected.length,
      firstMismatch: { expected: '(end)', found: extra.slice(0, 3).join(' '), index: expected.length },
    };
  }
  return { ok: true, expectedWords: expected.length, recoveredWords: expected.length };
}

/** Share of expected words found in the extracted text regardless of order: the corpus metric. */
export function wordRecovery(expectedTexts: readonly string[], extracted: string): number {
  const expected = words(expectedTexts.join('\n')).filter((w) => !isDecoration(w));
  const pool = new Map<string, number>();
  for (const w of words(extracted)) pool.set(w, (pool.get(w) ?? 0) + 1);
  let recovered = 0;
  for (const w of expected) {
    const left = pool.get(w) ?? 0;
    if (left > 0) {
      recovered++;
      pool.set(w, left - 1);
    }
  }
  return expected.length === 0 ? 1 : recovered / expected.length;
}
