import type { Language } from '../../../../shared/language';
import type { LexiconEntry } from './lexicon/entry';
import { foldKeepingLength, formKey, type Mention, sentenceOpening, singular } from './lexicon-matcher';

const MAX_WORDS = 5;
const SEPARATOR = /[\s-]+/;
const WORD = /[a-z0-9\u00c0-\u024f+#]+(?:['’][a-z0-9\u00c0-\u024f]+)?/g;
// A French elided article or pronoun belongs to no phrase: "d'audit contractuel" holds "audit
// contractuel", "chef d'équipe" is looked up as "chef équipe".
const ELIDED = "(?:l|d|j|n|s|c|m|t|qu|jusqu|lorsqu|puisqu)['’]";
const ELISION = new RegExp(`^${ELIDED}(?=[a-z0-9\\u00c0-\\u024f])`);
const GAP = new RegExp(`^[\\s-]+(?:${ELIDED})?$`);

/** How many characters of a folded word are an elided article ("d'" of "d'audit"), or 0. */
export const elisionLength = (foldedWord: string) => foldedWord.match(ELISION)?.[0].length ?? 0;
// A line that lists things: a one-word skill there is a skill, in a sentence it may be a plain word.
const LISTING = /[,;:•·|/]|^\s*[-*–]/;

interface PhraseLine {
  words: Array<{ text: string; start: number; end: number }>;
  /** Each word's singular form: phrases are looked up by joining them. */
  forms: string[];
  /** Whether word k follows word k - 1 within a phrase: spaces or a hyphen between them, nothing else. */
  follows: boolean[];
}

// The phrase lexicons (occupations, ESCO, learned) read the same line one after another: its
// words are found once, for the last line read.
let lastLine: string | undefined;
let lastWords: PhraseLine | undefined;

function phraseLine(line: string): PhraseLine {
  if (line === lastLine && lastWords) return lastWords;
  const folded = foldKeepingLength(line);
  const words = [...folded.matchAll(WORD)].map((m) => {
    const elided = elisionLength(m[0]);
    return { text: m[0].slice(elided), start: m.index! + elided, end: m.index! + m[0].length };
  });
  const forms = words.map((w) => formKey(w.text));
  const follows = words.map((w, k) => k > 0 && GAP.test(folded.slice(words[k - 1].end, w.start)));
  lastLine = line;
  lastWords = { words, forms, follows };
  return lastWords;
}

export interface PhraseMatcherOptions {
  sureWords?: boolean;
  wordsInTheirLanguage?: boolean;
}

/** The options of a lexicon written for postings (occupations, learned): see PhraseMatcher. */
export const WRITTEN_FOR_POSTINGS: PhraseMatcherOptions = { sureWords: true, wordsInTheirLanguage: true };

/**
 * Thousands of phrases (the ESCO lexicon) looked up by word n-grams in a hash map: building and
 * matching stay fast whatever the lexicon's size, where one regular expression would not even
 * compile. Forms are compared singular, accents and case folded, hyphens as spaces.
 * Precision guards: a one-word label with capitals (an acronym, a name) counts only as written;
 * another one-word label only in a line that lists things (commas, bullets, a colon), never
 * inside running prose; one word is never singularised ("less" is not "les"); and a one-word
 * mention is weak (CombinedMatcher keeps it only beside a sure skill of the same line).
 */
export class PhraseMatcher {
  private index: {
    phrases: Map<string, LexiconEntry>;
    /** The first word (singular) of every phrase: n-grams are tried only from those. */
    starts: Set<string>;
    words: Map<string, LexiconEntry>;
    /** The language of a one-word spelling only one of the entry's languages has. */
    wordLanguage: Map<string, Language>;
    cased: Map<string, LexiconEntry>;
  } | null = null;

  /**
   * Options for a lexicon written for postings rather than drawn from a taxonomy:
   * - `sureWords`: one-word spellings are sure skills in a line that lists things, not weak ones;
   * - `wordsInTheirLanguage`: a one-word spelling counts only in text of its language (or of no
   *   known language): the French verb "optimiser" is not the English "optimiser" of solar panels.
   */
  constructor(
    private readonly lexicon: LexiconEntry[],
    private readonly options: PhraseMatcherOptions = {},
  ) {}

  private build() {
    const index = {
      phrases: new Map<string, LexiconEntry>(),
      starts: new Set<string>(),
      words: new Map<string, LexiconEntry>(),
      wordLanguage: new Map<string, Language>(),
      cased: new Map<string, LexiconEntry>(),
    };
    for (const entry of this.lexicon) {
      for (const spelling of entry.en) this.add(index, entry, spelling, entry.fr.includes(spelling) ? undefined : 'en');
      for (const spelling of entry.fr) this.add(index, entry, spelling, entry.en.includes(spelling) ? undefined : 'fr');
      for (const spelling of entry.cased ?? []) if (!index.cased.has(spelling)) index.cased.set(spelling, entry);
    }
    return index;
  }

  /** One spelling into the index; `language` when only that language of the entry has it. */
  private add(index: NonNullable<PhraseMatcher['index']>, entry: LexiconEntry, spelling: string, language?: Language) {
    // One split, no intermediate strings: tens of thousands of spellings are indexed at load.
    const words = foldKeepingLength(spelling).split(SEPARATOR);
    const first = words[0] === '' ? 1 : 0;
    const last = words[words.length - 1] === '' ? words.length - 2 : words.length - 1;
    if (first === last) {
      // One word: itself or its plural only ("less" is not "les"); a short word, often an
      // acronym written in lower case, only itself ("leed" is not "Leeds").
      this.addWord(index, entry, words[first], language);
      if (words[first].length > 4) this.addWord(index, entry, `${words[first]}s`, language);
      return;
    }
    if (last - first + 1 > MAX_WORDS || last < first) return;
    // Each word singular is the phrase's key (formKey), past a French elided article.
    let key = '';
    let start = '';
    for (let i = first; i <= last; i++) {
      const word = words[i];
      const form = singular(word.includes("'") ? word.replace(ELISION, '') : word);
      if (i === first) {
        start = form;
        key = form;
      } else key += ` ${form}`;
    }
    if (!index.phrases.has(key)) {
      index.phrases.set(key, entry);
      index.starts.add(start);
    }
  }

  private addWord(index: NonNullable<PhraseMatcher['index']>, entry: LexiconEntry, form: string, language?: Language) {
    if (index.words.has(form)) return;
    index.words.set(form, entry);
    if (language) index.wordLanguage.set(form, language);
  }

  mentions(line: string, language?: Language): Mention[] {
    this.index ??= this.build();
    const { phrases, starts, words: single, wordLanguage, cased } = this.index;
    const ownLanguage = (word: string) =>
      !this.options.wordsInTheirLanguage || !language || (wordLanguage.get(word) ?? language) === language;
    const { words, forms, follows } = phraseLine(line);
    const listing = LISTING.test(line);
    const out: Mention[] = [];
    for (let i = 0; i < words.length; i++) {
      // The phrases from word i: its form, then each next word's joined on (once per word, not per length tried).
      const keys = [forms[i]];
      if (starts.has(forms[i]))
        for (let k = i + 1; k < Math.min(i + MAX_WORDS, words.length) && follows[k]; k++) keys.push(`${keys[keys.length - 1]} ${forms[k]}`);
      for (let n = keys.length; n >= 1; n--) {
        const start = words[i].start;
        const end = words[i + n - 1].end;
        let entry: LexiconEntry | undefined;
        if (n > 1) entry = phrases.get(keys[n - 1]);
        else {
          const written = line.slice(start, end);
          let casedEntry = cased.get(written);
          // A name written with capitals that is also a word ("Outlook", "Chef") does not open a sentence.
          if (casedEntry && /\p{Ll}/u.test(written) && sentenceOpening(line, start, end)) casedEntry = undefined;
          entry = casedEntry ?? (listing && ownLanguage(words[i].text) ? single.get(words[i].text) : undefined);
        }
        if (!entry) continue;
        // One word (an acronym or a plain word) is weak: it needs a sure skill in the same line,
        // unless the lexicon was written for postings (sureWords) rather than drawn from a taxonomy.
        out.push({ entry, start, end, ...(n === 1 && !this.options.sureWords ? { weak: true } : {}) });
        i += n - 1;
        break;
      }
    }
    return out;
  }
}

/** Anything that finds lexicon mentions in a line (each lexicon, or several combined). */
export interface Matcher {
  mentions(line: string, language?: Language): Mention[];
}

/** The project's lexicon first; each further matcher only where those before found nothing. */
export class CombinedMatcher {
  private readonly rest: Matcher[];

  constructor(
    private readonly first: Matcher,
    ...rest: Matcher[]
  ) {
    this.rest = rest;
  }

  mentions(line: string, language?: Language): Mention[] {
    const out = this.first.mentions(line, language);
    let weak: Mention[] = [];
    const overlaps = (m: Mention) => (o: Mention) => m.start < o.end && m.end > o.start;
    for (const matcher of this.rest)
      for (const m of matcher.mentions(line, language)) {
        if (out.some(overlaps(m))) continue;
        if (m.weak) {
          if (!weak.some(overlaps(m))) weak.push(m);
          continue;
        }
        // A sure mention takes the place of the weak ones it overlaps: they may yet be dropped.
        weak = weak.filter((w) => !overlaps(m)(w));
        out.push(m);
      }
    // A weak mention ("Splunk"-like names, one-word ESCO labels) is a skill when listed beside a
    // skill found for sure ("Java, Spring, Splunk"), not alone ("CET", "Brest", "politique").
    if (out.length) out.push(...weak.map(({ weak: _weak, ...m }) => m));
    return out.sort((a, b) => a.start - b.start);
  }
}
