import { foldAccents } from '../../../../shared/text';
import { type KeywordKind, type LexiconEntry, SKILLS_LEXICON } from './skills-lexicon';

/** A keyword of a job posting, in the posting's own words. */
export interface Keyword {
  /** Lexicon id: the same for every spelling and language ("JS", "JavaScript"). */
  id: string;
  /** The words as they appear in the posting. */
  term: string;
  kind: KeywordKind;
  /** False when the posting presents it as a plus ("nice to have", "un plus", "souhaité"). */
  required: boolean;
}

/** Lower case without accents, one output character per input character (offsets stay valid). */
export function foldKeepingLength(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = foldAccents(ch);
    out += base.length === ch.length ? base : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
  }
  return out.replace(/[’`]/g, "'");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Form { entry: LexiconEntry; pattern: RegExp }

/** Every spelling, with its plural, as a whole-word pattern; longest first so phrases win over words. */
function compile(lexicon: LexiconEntry[]): Form[] {
  const forms: Array<{ entry: LexiconEntry; text: string }> = [];
  for (const entry of lexicon) {
    for (const raw of new Set([...entry.en, ...entry.fr])) {
      const text = foldKeepingLength(raw);
      forms.push({ entry, text });
    }
  }
  forms.sort((a, b) => b.text.length - a.text.length);
  return forms.map(({ entry, text }) => {
    const plural = /[a-z]$/.test(text) && !text.endsWith('s') ? '(?:s|x)?' : '';
    return { entry, pattern: new RegExp(`(?<![\\p{L}\\p{N}+#])${escape(text)}${plural}(?![\\p{L}\\p{N}+#])`, 'gu') };
  });
}

const FORMS = compile(SKILLS_LEXICON);

const NICE_SECTION = /^(?:nice to have|bonus|pluses|preferred|desired|good to have|would be a plus|un plus|les plus|atouts?|souhait[ée]s?|appr[ée]ci[ée]s?|id[ée]alement|serait un plus)\b/;
const REQUIRED_SECTION = /^(?:requirements?|required|must have|qualifications|what you (?:need|bring)|who you are|your profile|profil(?: recherch[ée])?|comp[ée]tences(?: requises)?|vos comp[ée]tences|ce que nous attendons|missions?|responsabilit)/;
const NICE_CUE = /\b(?:a plus|is a plus|an advantage|nice to have|bonus|preferred|desirable|ideally|un plus|serait un plus|est un plus|un atout|appr[ée]ci[ée]e?s?|souhait[ée]e?s?|id[ée]alement|de pr[ée]f[ée]rence)\b/;

/**
 * Skills, tools, certifications, spoken languages and soft skills a posting asks for, found
 * through the lexicon in English and French (accents, plurals and synonyms folded together).
 * Every keyword is text of the posting, never an inference.
 */
export function extractKeywords(text: string): Keyword[] {
  const found = new Map<string, Keyword>();
  let section: 'required' | 'nice' = 'required';
  for (const line of text.split('\n')) {
    const folded = foldKeepingLength(line);
    const bare = folded.replace(/^[\s•\-*–]+/, '').trim();
    const isHeading = bare.length <= 60 && (/:$/.test(bare) || bare.split(/\s+/).length <= 6);
    if (isHeading && NICE_SECTION.test(bare)) section = 'nice';
    else if (isHeading && REQUIRED_SECTION.test(bare)) section = 'required';
    const required = section === 'required' && !NICE_CUE.test(folded);
    const taken: Array<[number, number]> = [];
    for (const { entry, pattern } of FORMS) {
      pattern.lastIndex = 0;
      for (const m of folded.matchAll(pattern)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        // A longer phrase already took these words ("gestion de projet" before "projet").
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const previous = found.get(entry.id);
        if (!previous) found.set(entry.id, { id: entry.id, term: line.slice(start, end), kind: entry.kind, required });
        else if (required && !previous.required) previous.required = true;
      }
    }
  }
  return [...found.values()];
}
