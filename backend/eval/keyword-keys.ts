import type { Keyword } from '../src/modules/matching/application/matching-types';
import { foldKeepingLength, spellingKey } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import { spellingsOf } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { SKILLS_LEXICON } from '../src/modules/matching/domain/keywords/skills-lexicon';

/** Accents, case and spacing folded: how labels and keywords are compared. */
export const squash = (s: string) =>
  foldKeepingLength(s)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** Every key a keyword answers to: its words in the posting and all spellings of its lexicon entry. */
const ENTRY_KEYS = new Map(SKILLS_LEXICON.map((e) => [e.id, new Set(spellingsOf(e).map(spellingKey))]));
export const keysOf = (term: string, entryId?: string) => new Set([...((entryId && ENTRY_KEYS.get(entryId)) || []), spellingKey(term)]);
export const keywordKeys = (k: Keyword) => keysOf(k.term, k.id);

/** A label ("React JS|React") as the keys of its alternatives. */
export const labelKeys = (label: string) => label.split('|').map(spellingKey);

/**
 * A key's words only (punctuation as spaces), padded with a space each side so that one phrase can
 * be looked for inside another as whole words: `paddedWords(a).includes(paddedWords(b))`.
 */
export const paddedWords = (key: string) => ` ${key.replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `;
