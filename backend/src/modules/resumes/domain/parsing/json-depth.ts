/** Deeper than any JSON Resume (its schema nests about five levels): the rest is hostile or broken. */
export const MAX_JSON_RESUME_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read without parsing it: a
 * file nested 200,000 levels parses fine but then exhausts every recursive step after it
 * (validation, rendering), so it is refused up front with its own message.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
