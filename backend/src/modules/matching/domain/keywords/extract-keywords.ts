import type { Language } from '../../../../shared/language';
import { employerNameSpan } from './employer-name';
import { escoEntries } from './lexicon/esco';
import { LearnedStoplist, learnedEntries } from './lexicon/learned';
import { occupationEntries } from './lexicon/occupations';
import { foldKeepingLength, LexiconMatcher } from './lexicon-matcher';
import { OWN_LEXICON } from './own-lexicon';
import { CombinedMatcher, PhraseMatcher } from './phrase-matcher';
import { TechnicalTermMatcher } from './technical-terms';
import type { Keyword, KeywordKind } from '../../../../shared/job-posting';

export type { Keyword, KeywordKind };

export { foldKeepingLength } from './lexicon-matcher';

/** The kinds that are skills a resume can evidence word for word (match, tailoring, questions). */
export const SKILL_KINDS: readonly KeywordKind[] = ['hard', 'tool', 'certification', 'language', 'soft', 'domain'];

/**
 * The lexicons written or imported: the project's lexicon (one compiled pattern), then the
 * occupation lexicon and the ESCO lexicon (ESCO, European Commission) by phrase lookup, then
 * product names and acronyms shaped like technical terms, each where those before found nothing.
 * The learned lexicon is built from what these find (build-learned-lexicon.ts).
 */
const WRITTEN_MATCHERS = [
  new LexiconMatcher(OWN_LEXICON),
  new PhraseMatcher(occupationEntries(), { sureWords: true, wordsInTheirLanguage: true }),
  new PhraseMatcher(escoEntries()),
] as const;
export const WRITTEN_MATCHER = new CombinedMatcher(...WRITTEN_MATCHERS, new TechnicalTermMatcher());

/**
 * The one matcher, shared by job intake and match analysis: the written lexicons, then the phrases
 * learned from postings labelled by hand, then technical terms.
 */
export const SKILLS_MATCHER = new CombinedMatcher(
  ...WRITTEN_MATCHERS,
  new PhraseMatcher(learnedEntries(), { sureWords: true, wordsInTheirLanguage: true }),
  new TechnicalTermMatcher(),
);
const STOPLIST = new LearnedStoplist();

const NICE_SECTION =
  /^(?:nice[\s-]to[\s-]have|bonus|pluses|preferred|desired|good to have|would be a plus|secondary|un plus|les plus|gros plus|un gros plus|atouts?|souhait[ée]s?|appr[ée]ci[ée]s?|id[ée]alement|serait un plus)\b/;
const REQUIRED_SECTION =
  /^(?:requirements?|required|must[\s-]have|qualifications|what you (?:need|bring)|who you are|your profile|you are|profil(?: recherch[ée])?|comp[ée]tences(?: requises)?|vos comp[ée]tences|ce que nous attendons|missions?|responsabilit|exp[ée]riences? requises?|savoir[\s-]faire|savoir[\s-][eê]tre)/;
// What the employer offers (pay, perks, leave): "Primes", "Mutuelle", "PTO" there are not skills asked for.
const OFFER_SECTION =
  /^(?:benefits|perks|what we offer|we offer|our offer|why join us|why you'?ll love|compensation|salary|package|r[ée]mun[ée]ration|(?:vos |nos )?avantages|nous (?:vous )?offrons|nous vous proposons|ce que nous (?:vous )?(?:offrons|proposons)|notre offre|pourquoi nous rejoindre)\b/;
const NICE_CUE =
  /\b(?:a plus|is a plus|big plus|an advantage|an asset|nice[\s-]to[\s-]have|bonus|preferred|desirable|ideally|un plus|serait un plus|est un plus|gros plus|un atout|appr[ée]ci[ée]e?s?|souhait[ée]e?s?|id[ée]alement|de pr[ée]f[ée]rence)\b/;

/**
 * A posting's lines, each marked required unless it sits under a "nice to have" heading or
 * says so itself ("is a plus", "un atout"), and marked `offer` under what the employer offers
 * ("Benefits", "Rémunération et avantages") or on a line that opens so ("Avantages : primes…").
 */
export function postingLines(text: string): Array<{ line: string; required: boolean; offer: boolean }> {
  let section: 'required' | 'nice' | 'offer' = 'required';
  return text.split('\n').map((line) => {
    const folded = foldKeepingLength(line);
    const bare = folded.replace(/^[^\p{L}\p{N}]+/u, '').trim();
    const isHeading = bare.length <= 60 && (/:$/.test(bare) || bare.split(/\s+/).length <= 6);
    if (isHeading && NICE_SECTION.test(bare)) section = 'nice';
    else if (isHeading && REQUIRED_SECTION.test(bare)) section = 'required';
    else if (isHeading && OFFER_SECTION.test(bare)) section = 'offer';
    // Another heading ends the offer ("About us:", "Profil :" after the perks).
    else if (section === 'offer' && isHeading && /:$/.test(bare)) section = 'required';
    const offer = section === 'offer' || /^(?:vos |nos )?avantages\s*:|^benefits\s*:|^perks\s*:/.test(bare);
    return { line, required: section !== 'nice' && !NICE_CUE.test(folded), offer };
  });
}

/**
 * Skills, tools, certifications, spoken languages and soft skills a posting asks for, found
 * through the lexicon in English and French (accents, plurals and synonyms folded together).
 * Every keyword is text of the posting, never an inference. `language` adds the spellings that
 * only mean a skill in that language ("leads", "veille").
 */
export function extractKeywords(
  text: string,
  language?: Language,
  // The learned lexicon's build reads what the written lexicons find, before any learning.
  { matcher, stoplist }: { matcher: CombinedMatcher; stoplist?: LearnedStoplist } = { matcher: SKILLS_MATCHER, stoplist: STOPLIST },
): Keyword[] {
  const found = new Map<string, Keyword>();
  let opening = true;
  const lines = postingLines(text);
  for (const [index, { line, required, offer }] of lines.entries()) {
    if (offer) continue;
    // The employer is named in the lines before the first bullet: its brand name is no tool.
    opening &&= !/^\s*[-*•–]/.test(line);
    const employer = opening ? employerNameSpan(line) : undefined;
    for (const { entry, start, end } of matcher.mentions(line, language)) {
      if (stoplist?.has(line.slice(start, end), language)) continue;
      // Only names shaped like a product ("MedLedger") go: a skill word in a name ("Crestline Retail") still says what the business does.
      if (employer && entry.id.startsWith('term:') && start >= employer.start && end <= employer.end) continue;
      // A title's names are where and when ("– Leeds / hybrid", ", Salinas, CA"), not tools.
      if (index === 0 && lines.length > 1 && entry.id.startsWith('term:')) continue;
      const previous = found.get(entry.id);
      if (!previous) found.set(entry.id, { id: entry.id, term: line.slice(start, end), kind: entry.kind, required });
      else if (required && !previous.required) previous.required = true;
    }
  }
  return [...found.values()];
}
