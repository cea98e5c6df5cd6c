import { foldAccents } from '../../../shared/text';

/** The comparison key of every check: no accents, lower case, straight apostrophes, single spaces. */
export function fold(text: string): string {
  return foldAccents(text)
    .replace(/[’‘`]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/** Whether folded text holds the phrase as whole words (a trailing s/x tolerated: plurals). */
export function mentions(foldedText: string, phrase: string): boolean {
  const key = fold(phrase);
  if (!key) return false;
  let pattern = patterns.get(key);
  if (!pattern) {
    const plural = /[a-z]$/.test(key) && !key.endsWith('s') ? '(?:s|x)?' : '';
    pattern = new RegExp(`(?<![\\p{L}\\p{N}+#])${escape(key)}${plural}(?![\\p{L}\\p{N}+#])`, 'u');
    if (patterns.size > 5000) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern.test(foldedText);
}

/** Upper-cases the first letter when the text starts with a word (not "5 years", not "iOS"). */
export const capitalise = (text: string) =>
  /^[\s"«(]*\p{Ll}\p{Lu}/u.test(text)
    ? text
    : text.replace(/^([\s"«(]*)(\p{Ll})/u, (_, lead: string, first: string) => lead + first.toUpperCase());

/** Sentences of a paragraph, keeping their punctuation. */
export const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu}|\p{N}|["«(])/u).filter((s) => s.trim());

export function joinList(items: string[], language: 'en' | 'fr'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${items[items.length - 1]}`;
}
