import type { SkillKind } from '../../../../../shared/job-posting';

/**
 * What kind of skill a lexicon entry names (shared/job-posting). `domain`: an industry or field
 * of work ("banking", "e-commerce", "embedded", "front end"): what the posting's business is,
 * matched like a skill but reported apart.
 */
export type { SkillKind };

/**
 * One skill: every spelling and language of it shares the id, so "JS" and "JavaScript",
 * "gestion de projet" and "project management" count as one keyword.
 * - `en` and `fr` spellings are looked for in any text (a skill's name is the same keyword in an
 *   English posting and a French resume);
 * - `enOnly` / `frOnly` spellings are words that mean something else in the other language
 *   ("leads" is a sales term in French but a verb in English), looked for only in text of that language;
 * - `cased` spellings count only when written exactly so, and never as a sentence's first word
 *   ("Go and Postgres", not "Go beyond"; "Word", not "in other words").
 * Spellings are written in the singular: plurals (s, x, -ies) are tolerated on every word.
 */
export interface LexiconEntry {
  id: string;
  kind: SkillKind;
  en: string[];
  fr: string[];
  enOnly?: string[];
  frOnly?: string[];
  cased?: string[];
}

export const e = (
  id: string,
  kind: SkillKind,
  en: string[],
  fr: string[] = [],
  extra: Pick<LexiconEntry, 'enOnly' | 'frOnly' | 'cased'> = {},
): LexiconEntry => ({ id, kind, en, fr, ...extra });

/** Every spelling of an entry, whatever its language or case rule. */
export const spellingsOf = (entry: LexiconEntry): string[] => [
  ...entry.en,
  ...entry.fr,
  ...(entry.enOnly ?? []),
  ...(entry.frOnly ?? []),
  ...(entry.cased ?? []),
];
