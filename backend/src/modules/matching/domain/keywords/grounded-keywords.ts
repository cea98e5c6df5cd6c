import type { Language } from '../../../../shared/language';
import type { Keyword, SkillKind } from '../../../../shared/job-posting';
import { SKILLS_MATCHER } from './extract-keywords';
import { escapeRegExp, foldKeepingLength, spellingKey } from './lexicon-matcher';
import { postingLines } from './posting-lines';

/** A keyword a language model proposes for a posting: words it says the posting holds, and their kind. */
export interface ProposedKeyword {
  term: string;
  kind: SkillKind;
}

// A longer "term" is a sentence, not the name of a skill.
const MAX_TERM_WORDS = 6;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
// Whole words: no letter or digit just before or after (checked apart: a Unicode lookaround in
// each term's pattern costs more to compile than the search itself).
const wholeWords = (line: string, start: number, end: number) =>
  !WORD_CHARACTER.test(line.charAt(start - 1)) && !WORD_CHARACTER.test(line.charAt(end));

/**
 * A model's keywords held to the posting, so that every keyword stays text of the posting, never
 * an inference: a term is kept only where the posting holds its words (case, accents and spacing
 * aside, whole words, outside what the employer offers), and takes the posting's own spelling.
 * A term a lexicon names whole gets that entry's id (its other spellings then match a resume,
 * "JS" for "JavaScript"); any other is its words (`span:`), as the span model's are, and never
 * a spoken language (the lexicons know those). Required where one of its lines is; listed once.
 */
export function groundKeywords(text: string, language: Language, proposed: readonly ProposedKeyword[]): Keyword[] {
  const lines = postingLines(text).filter((l) => !l.offer);
  const folded = lines.map((l) => foldKeepingLength(l.line));
  const found = new Map<string, Keyword>();
  for (const { term, kind } of proposed) {
    const words = foldKeepingLength(term.trim()).split(/\s+/).filter(Boolean);
    if (!words.length || words.length > MAX_TERM_WORDS || words.join(' ').length < 2) continue;
    const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
    let spelling: string | undefined;
    let required = false;
    folded.forEach((line, index) => {
      // Most lines do not hold the term's words at all: a plain search skips them fast.
      if (!line.includes(words[0])) return;
      for (const match of line.matchAll(pattern)) {
        if (!wholeWords(line, match.index, match.index + match[0].length)) continue;
        spelling ??= lines[index].line.slice(match.index, match.index + match[0].length);
        required ||= lines[index].required;
      }
    });
    if (!spelling) continue;
    const whole = SKILLS_MATCHER.mentions(spelling, language).find((m) => m.start === 0 && m.end === spelling!.length);
    const keyword: Keyword = whole
      ? { id: whole.entry.id, term: spelling, kind: whole.entry.kind, required }
      : // The match weighs spoken languages apart: one no lexicon knows is none ("Elixir").
        { id: `span:${spellingKey(spelling)}`, term: spelling, kind: kind === 'language' ? 'tool' : kind, required };
    const previous = found.get(keyword.id);
    if (!previous) found.set(keyword.id, keyword);
    else previous.required ||= required;
  }
  return [...found.values()];
}
