/**
 * Converts the verbs at the start of a phrase, coordinated ones included ("designing and building
 * X" -> "designed and built X"). Undefined when any of them is not a verb we know, so a phrase
 * is either fully rewritten or left alone.
 */
const CHAIN = /^(\p{L}+)((?:(?:\s*,\s*(?:and\s+|et\s+)?|\s+and\s+|\s+et\s+|\s+puis\s+)\p{L}+)*)(.*)$/su;
const SEPARATOR = /(\s*,\s*(?:and\s+|et\s+)?|\s+and\s+|\s+et\s+|\s+puis\s+)/;

export function convertVerbChain(phrase: string, convert: (word: string) => string | undefined, follows?: RegExp): string | undefined {
  const m = phrase.match(CHAIN);
  if (!m) return undefined;
  const tail = m[3];
  if (follows && !follows.test(tail)) return undefined;
  const parts = (m[1] + m[2]).split(SEPARATOR);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      out.push(parts[i]);
      continue;
    }
    const converted = convert(parts[i]);
    if (!converted) return undefined;
    out.push(converted);
  }
  return out.join('') + tail;
}
