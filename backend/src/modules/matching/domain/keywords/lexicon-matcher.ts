import type { Language } from '../../../../shared/language';
import { foldAccents } from '../../../../shared/text';
import type { LexiconEntry } from './lexicon/entry';

/** Lower case without accents, one output character per input character (offsets stay valid). */
export function foldKeepingLength(text: string): string {
  // ASCII folds to its lower case, length kept: the common case (the lexicon's 20,000 spellings,
  // most posting lines) skips the per-character normalisation, which made loading take 130 ms.
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase().replace(/`/g, "'");
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) {
      out += ch.toLowerCase();
      continue;
    }
    const base = foldAccents(ch);
    out += base.length === ch.length ? base : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
  }
  return out.replace(/[’`]/g, "'");
}

/** A lexicon entry found in a line of text, by offsets into that line. */
export interface Mention {
  entry: LexiconEntry;
  start: number;
  end: number;
  /** Counts only beside a skill found for sure in the same line (a one-word or unknown term needs context). */
  weak?: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const singular = (w: string) =>
  w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && /(?:s|aux|eux)$/.test(w) ? w.slice(0, -1) : w;

/** A word and its plural: -s, -x after -au/-eu (tableaux), -ies for consonant + y (strategies). */
function wordForms(word: string): string[] {
  if (/[^aeiou]y$/.test(word)) return [word, `${word.slice(0, -1)}ies`];
  if (/(?:au|eu)$/.test(word)) return [word, `${word}x`];
  if (/[a-z]$/.test(word) && !/[sx]$/.test(word)) return [word, `${word}s`];
  return [word];
}

/**
 * Every spelling of a form with each of its words singular or plural ("tableau croisé" … "tableaux
 * croisés"). A phrase written in the plural ("collectivités territoriales") also matches its
 * singular; a single word does not ("windows" is not "window", "sales" not "sale").
 */
function variants(form: string): string[] {
  const words = form.split(/[\s-]+/);
  const forms = (word: string) =>
    words.length > 1 && singular(word) !== word ? [...new Set([word, ...wordForms(singular(word))])] : wordForms(word);
  return words.reduce<string[]>((acc, word) => acc.flatMap((prefix) => forms(word).map((w) => (prefix ? `${prefix} ${w}` : w))), ['']);
}

const SPECIAL = new Set([...'.*+?^${}()|[]\\/']);

interface TrieNode {
  next: Map<string, TrieNode>;
  end: boolean;
}

/**
 * One pattern for thousands of spellings: a character trie, so shared prefixes are tried once.
 * At each node longer continuations come before ending there, so a phrase wins over its first
 * word ("gestion de projet" before "gestion"); a space in a spelling matches spaces or hyphens.
 */
function triePattern(spellings: string[]): string {
  const root: TrieNode = { next: new Map(), end: false };
  for (const spelling of spellings) {
    let node = root;
    for (const ch of spelling) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map(), end: false };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const parts: string[] = [];
    for (const [ch, child] of node.next) parts.push((ch === ' ' ? '[\\s-]+' : SPECIAL.has(ch) ? `\\${ch}` : ch) + emit(child));
    if (!parts.length) return '';
    if (node.end) parts.push('');
    return parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
  };
  return emit(root);
}

/** The comparison key of a folded spelling or match: words singular, hyphens as spaces. */
export function formKey(folded: string): string {
  return folded
    .replace(/[\s-]+/g, ' ')
    .trim()
    .split(' ')
    .map(singular)
    .join(' ');
}

// Folded text is lower case without diacritics: letters beyond ASCII are rare (œ, ß, Greek,
// Cyrillic) and listed by range, which keeps the large pattern free of the slower unicode mode.
const WORD = 'a-z0-9\\u00c0-\\u024f\\u0370-\\u052f';
const BEFORE = `(?<![${WORD}+#])`;
const AFTER = `(?![${WORD}+#])`;

interface Compiled {
  pattern: RegExp;
  byKey: Map<string, LexiconEntry>;
  /** Spellings that name a skill in one language only ("leads" in French). */
  onlyIn: Map<string, { entry: LexiconEntry; language: Language }>;
  cased: RegExp | null;
  casedBy: Map<string, LexiconEntry>;
}

/**
 * Every spelling of every language in one pattern (see triePattern), compiled once: a spelling
 * of one language only is recognised by its key and kept only in text of that language.
 */
function compile(lexicon: LexiconEntry[]): Compiled {
  const byKey = new Map<string, LexiconEntry>();
  const onlyIn = new Map<string, { entry: LexiconEntry; language: Language }>();
  const forms = new Set<string>();
  const casedBy = new Map<string, LexiconEntry>();
  const keep = (raw: string, entry: LexiconEntry, language?: Language) => {
    const folded = foldKeepingLength(raw).trim();
    const key = formKey(folded);
    if (byKey.has(key) || onlyIn.has(key)) return;
    if (language) onlyIn.set(key, { entry, language });
    else byKey.set(key, entry);
    forms.add(folded);
  };
  for (const entry of lexicon) {
    for (const raw of [...entry.en, ...entry.fr]) keep(raw, entry);
    for (const raw of entry.enOnly ?? []) keep(raw, entry, 'en');
    for (const raw of entry.frOnly ?? []) keep(raw, entry, 'fr');
    for (const raw of entry.cased ?? []) if (!casedBy.has(raw)) casedBy.set(raw, entry);
  }
  const casedList = [...casedBy.keys()].sort((x, y) => y.length - x.length).map(escape);
  return {
    pattern: new RegExp(`${BEFORE}${triePattern([...new Set([...forms].flatMap(variants))])}${AFTER}`, 'g'),
    byKey,
    onlyIn,
    cased: casedList.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${casedList.join('|')})(?![\\p{L}\\p{N}+#&'’])`, 'gu') : null,
    casedBy,
  };
}

const LOWER_WORD_AFTER = /^\s+([a-zàâçéèêëîïôûùüÿœ]+)/;

/**
 * A case-sensitive spelling opening a sentence is ordinary prose ("Go beyond", "Tableau de
 * bord"), unless what follows reads like a list of tools ("Go and Postgres").
 */
function sentenceOpening(line: string, start: number, end: number): boolean {
  const before = line.slice(0, start);
  if (!/(?:^|[.!?:;•*–-]|\u2022)\s*$/.test(before)) return false;
  const next = line.slice(end).match(LOWER_WORD_AFTER)?.[1];
  return !!next && !['and', 'or', 'et', 'ou'].includes(next);
}

export class LexiconMatcher {
  private compiled: Compiled | null = null;

  constructor(private readonly lexicon: LexiconEntry[]) {}

  /**
   * The lexicon's skills named in one line, never overlapping, in the order they appear.
   * `language` is the text's: spellings of the other language only are not kept.
   */
  mentions(line: string, language?: Language): Mention[] {
    this.compiled ??= compile(this.lexicon);
    const { pattern, byKey, onlyIn, cased, casedBy } = this.compiled;
    const folded = foldKeepingLength(line);
    const out: Mention[] = [];
    // exec in a loop, not matchAll: matchAll clones the pattern, and this one is large.
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
      const key = formKey(m[0]);
      const only = onlyIn.get(key);
      const entry = byKey.get(key) ?? (only && only.language === language ? only.entry : undefined);
      if (entry) out.push({ entry, start: m.index, end: m.index + m[0].length });
    }
    if (cased) {
      cased.lastIndex = 0;
      for (let m = cased.exec(line); m; m = cased.exec(line)) {
        const start = m.index;
        const end = start + m[0].length;
        const entry = casedBy.get(m[0]);
        if (!entry || out.some((o) => start < o.end && end > o.start) || sentenceOpening(line, start, end)) continue;
        out.push({ entry, start, end });
      }
      out.sort((a, b) => a.start - b.start);
    }
    return out;
  }
}
