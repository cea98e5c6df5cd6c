import type { JsonResume } from '../../../shared/json-resume';

/** One string of the resume changed so that its PDF reads back: where, before, after. */
export interface PrintChange {
  path: string;
  before: string;
  after: string;
}

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/**
 * Content that prints but cannot be read back faithfully, made plain: invisible format characters
 * (soft hyphens, zero-width spaces, joiners), icon-font glyphs (private use), ligature code points,
 * typographic spaces, a hyphen left at a line end by the source document ("l'AD-\nministration").
 * Nothing a reader sees changes meaning.
 */
export function plainPrintText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cf}|\p{Co}/gu, '')
    .replace(/[ﬀ-ﬆ]/g, (l) => LIGATURES[l] ?? l)
    .replace(/[\u2000-\u200A\u205F\u3000]/g, ' ')
    .replace(/(\p{L})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2')
    .replace(/[ \t]{2,}/g, ' ');
}

/**
 * A word that still does not read back, last resort: its symbols (emoji, dingbats) dropped and its
 * compatibility forms folded (NFKC: "①" → "1", full-width letters to plain ones). Letters, digits
 * and punctuation stay as written.
 */
export function plainWord(word: string): string {
  return word.normalize('NFKC').replace(/[\p{So}\p{Cf}\p{Co}]/gu, '');
}

function mapStrings(value: unknown, path: string, change: (s: string, path: string) => string): unknown {
  if (typeof value === 'string') return change(value, path);
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, `${path}[${i}]`, change));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, path ? `${path}.${k}` : k, change)]));
  return value;
}

/** Applies `change` to every string of the resume, recording what differs. */
export function rewriteResume(resume: JsonResume, change: (s: string) => string): { resume: JsonResume; changes: PrintChange[] } {
  const changes: PrintChange[] = [];
  const rewritten = mapStrings(resume, '', (before, path) => {
    const after = change(before);
    if (after !== before) changes.push({ path, before, after });
    return after;
  }) as JsonResume;
  return { resume: rewritten, changes };
}

/** Every occurrence of one word made plain (plainWord), in the strings that hold it. */
export function plainOccurrences(resume: JsonResume, word: string): { resume: JsonResume; changes: PrintChange[] } {
  const plain = plainWord(word);
  if (!word || plain === word) return { resume, changes: [] };
  return rewriteResume(resume, (s) => s.split(word).join(plain));
}

/** What the person is told: each change as `path: "before" → "after"`, short. */
export function describeChanges(changes: readonly PrintChange[]): string {
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);
  return changes.map((c) => `${c.path}: "${clip(c.before)}" → "${clip(c.after)}"`).join('; ');
}
