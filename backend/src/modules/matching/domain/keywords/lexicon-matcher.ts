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
    let folded = FOLDED_CHARS.get(ch);
    if (folded === undefined) {
      const base = foldAccents(ch);
      folded = base.length === ch.length ? base : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
      FOLDED_CHARS.set(ch, folded);
    }
    out += folded;
  }
  return out.replace(/[’`]/g, "'");
}

// Each character beyond ASCII folded once: Unicode normalisation per character, per spelling,
// made building the French half of a lexicon slow (tens of milliseconds for 20,000 spellings).
const FOLDED_CHARS = new Map<string, string>();

/** A lexicon entry found in a line of text, by offsets into that line. */
export interface Mention {
  entry: LexiconEntry;
  start: number;
  end: number;
  /** Counts only beside a skill found for sure in the same line (a one-word or unknown term needs context). */
  weak?: boolean;
}

/** Text as a literal in a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded word without its plural mark (s, x of -aux/-eux, -ies to -y): either number matches. */
export const singular = (w: string) =>
  w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && /(?:s|aux|eux)$/.test(w) ? w.slice(0, -1) : w;

/**
 * A punctuated spelling's written forms, each word singular or plural ("ci/cd pipeline" …
 * "ci/cd pipelines"). A phrase written in the plural also matches its singular; a single word
 * does not ("windows" is not "window"). Few spellings have punctuation, so listing every form
 * keeps the pattern small.
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

/** The comparison key of any spelling, as written: folded, then formKey. */
export const spellingKey = (s: string) => formKey(foldKeepingLength(s));

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
  /** Plain spellings (letters, digits, spaces, hyphens, apostrophes) of several words, by key. */
  phrases: Set<string>;
  /** The first word of every such phrase: longer lookups start only there. */
  starts: Set<string>;
  maxWords: number;
  /** A one-word spelling's written forms (itself and its plural) -> its key. */
  words: Map<string, string>;
  /** Spellings with other characters (".net", "ci/cd", "r&d"), in one small trie-shaped pattern. */
  pattern: RegExp | null;
  byKey: Map<string, LexiconEntry>;
  /** Spellings that name a skill in one language only ("leads" in French). */
  onlyIn: Map<string, { entry: LexiconEntry; language: Language }>;
  cased: RegExp | null;
  casedBy: Map<string, LexiconEntry>;
}

// A word of folded text: letters (with the rare ones beyond Latin by range), digits, "+" and "#"
// ("c++", "c#", "security+"). Apostrophes separate words ("d'excel", "l'organisation").
const TOKEN = /[a-z0-9\u00c0-\u024f\u0370-\u052f+#]+/g;
const PLAIN = /^[a-z0-9\u00c0-\u024f\u0370-\u052f+#' -]+$/;
const GAP = /^[\s'-]+$/;

/** The lookup key of a folded spelling or match: formKey, apostrophes read as spaces. */
const lookupKey = (folded: string) => formKey(folded.replace(/'/g, ' '));

/** A word and its plural as written: -s, -x after -au/-eu (tableaux), -ies for consonant + y (strategies). */
function wordForms(word: string): string[] {
  if (/[^aeiou]y$/.test(word)) return [word, `${word.slice(0, -1)}ies`];
  if (/(?:au|eu)$/.test(word)) return [word, `${word}x`];
  if (/[a-z]$/.test(word) && !/[sx]$/.test(word)) return [word, `${word}s`];
  return [word];
}

/**
 * Compiled once per process. Most spellings are plain words: looked up by hash, a phrase by the
 * key of its words (each singular, so either number matches) and a single word by its written
 * forms (itself or its plural: "windows" is not "window"). Building that is a few milliseconds,
 * where one pattern of all 20,000 spellings took V8 half a second to compile. The few spellings
 * with punctuation (".net", "ci/cd") keep a small pattern. A spelling of one language only is
 * recognised by its key and kept only in text of that language.
 */
function compile(lexicon: LexiconEntry[]): Compiled {
  const byKey = new Map<string, LexiconEntry>();
  const onlyIn = new Map<string, { entry: LexiconEntry; language: Language }>();
  const phrases = new Set<string>();
  const starts = new Set<string>();
  const words = new Map<string, string>();
  const punctuated = new Set<string>();
  const casedBy = new Map<string, LexiconEntry>();
  let maxWords = 1;
  const keep = (raw: string, entry: LexiconEntry, language?: Language) => {
    const folded = foldKeepingLength(raw).trim();
    const key = lookupKey(folded);
    if (byKey.has(key) || onlyIn.has(key)) return;
    if (language) onlyIn.set(key, { entry, language });
    else byKey.set(key, entry);
    const parts = folded.split(/[\s'-]+/).filter(Boolean);
    if (!PLAIN.test(folded) || parts.some((w) => w.replace(TOKEN, '') !== '')) punctuated.add(folded);
    else if (parts.length === 1) for (const form of wordForms(parts[0])) words.set(form, key);
    else {
      phrases.add(key);
      starts.add(key.split(' ')[0]);
      maxWords = Math.max(maxWords, parts.length);
    }
  };
  for (const entry of lexicon) {
    for (const raw of [...entry.en, ...entry.fr]) keep(raw, entry);
    for (const raw of entry.enOnly ?? []) keep(raw, entry, 'en');
    for (const raw of entry.frOnly ?? []) keep(raw, entry, 'fr');
    for (const raw of entry.cased ?? []) if (!casedBy.has(raw)) casedBy.set(raw, entry);
  }
  const casedList = [...casedBy.keys()].sort((x, y) => y.length - x.length).map(escapeRegExp);
  return {
    phrases,
    starts,
    maxWords,
    words,
    pattern: punctuated.size ? new RegExp(`${BEFORE}${triePattern([...new Set([...punctuated].flatMap(variants))])}${AFTER}`, 'g') : null,
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
export function sentenceOpening(line: string, start: number, end: number): boolean {
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
    const { byKey, onlyIn, cased, casedBy } = this.compiled;
    const folded = foldKeepingLength(line);
    const entryOf = (key: string) => {
      const only = onlyIn.get(key);
      return byKey.get(key) ?? (only && only.language === language ? only.entry : undefined);
    };
    // Longest first at each place, left to right, never overlapping.
    const found = [...this.plainMentions(folded, entryOf), ...this.punctuatedMentions(folded, entryOf)].sort(
      (a, b) => a.start - b.start || b.end - a.end,
    );
    const out: Mention[] = [];
    for (const m of found) if (!out.length || m.start >= out[out.length - 1].end) out.push(m);
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

  /** Plain spellings, by hash: the longest phrase starting at each word, else the word itself. */
  private plainMentions(folded: string, entryOf: (key: string) => LexiconEntry | undefined): Mention[] {
    const { phrases, starts, maxWords, words } = this.compiled!;
    const tokens = [...folded.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
    const singulars = tokens.map((t) => singular(t.text));
    const out: Mention[] = [];
    for (let i = 0; i < tokens.length; i++) {
      let matched = 0;
      if (starts.has(singulars[i])) {
        for (let n = Math.min(maxWords, tokens.length - i); n >= 2 && !matched; n--) {
          // Words of one phrase are next to each other: spaces, hyphens or an apostrophe between them.
          let adjacent = true;
          for (let k = i + 1; k < i + n && adjacent; k++) adjacent = GAP.test(folded.slice(tokens[k - 1].end, tokens[k].start));
          if (!adjacent) continue;
          const key = singulars.slice(i, i + n).join(' ');
          const entry = phrases.has(key) ? entryOf(key) : undefined;
          if (entry) {
            out.push({ entry, start: tokens[i].start, end: tokens[i + n - 1].end });
            matched = n;
          }
        }
      }
      if (!matched) {
        const key = words.get(tokens[i].text);
        const entry = key === undefined ? undefined : entryOf(key);
        if (entry) {
          out.push({ entry, start: tokens[i].start, end: tokens[i].end });
          matched = 1;
        }
      }
      if (matched) i += matched - 1;
    }
    return out;
  }

  /** Spellings with punctuation (".net", "ci/cd", "r&d"), by their small pattern. */
  private punctuatedMentions(folded: string, entryOf: (key: string) => LexiconEntry | undefined): Mention[] {
    const { pattern } = this.compiled!;
    const out: Mention[] = [];
    if (!pattern) return out;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
      const entry = entryOf(lookupKey(m[0]));
      if (entry) out.push({ entry, start: m.index, end: m.index + m[0].length });
    }
    return out;
  }
}
