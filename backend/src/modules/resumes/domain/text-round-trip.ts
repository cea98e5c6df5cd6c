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
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '') // bidi controls an extractor adds around right-to-left text
    .replace(/[\u00A0\u202F\u2007\u2009]/gu, ' ')
    .replace(/\s+([;:!?»%])/gu, '$1')
    .replace(/«\s+/gu, '«')
    .replace(SPACE_IN_CJK, '$1')
    .split(/\s+/u)
    .filter(Boolean);
}

const isDecoration = (word: string): boolean => /^[\p{P}\p{S}]+$/u.test(word) && !/[\p{L}\p{N}]/u.test(word);

export function checkRoundTrip(expectedTexts: readonly string[], extracted: string): RoundTripResult {
  const expected = words(expectedTexts.join('\n'));
  const found = words(extracted);
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    while (at < found.length && found[at] !== expected[i] && isDecoration(found[at])) at++;
    if (found[at] !== expected[i]) {
      // Expected decoration (a lone "–" or "·") an extractor dropped is not a lost word.
      if (isDecoration(expected[i])) continue;
      return { ok: false, expectedWords: expected.length, recoveredWords: i, firstMismatch: { expected: expected[i], found: found.slice(at, at + 3).join(' '), index: i } };
    }
    at++;
  }
  const extra = found.slice(at).filter((w) => !isDecoration(w));
  if (extra.length > 0) {
    return { ok: false, expectedWords: expected.length, recoveredWords: expected.length, firstMismatch: { expected: '(end)', found: extra.slice(0, 3).join(' '), index: expected.length } };
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
    if (left > 0) { recovered++; pool.set(w, left - 1); }
  }
  return expected.length === 0 ? 1 : recovered / expected.length;
}
