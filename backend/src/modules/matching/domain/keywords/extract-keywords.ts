import type { Language } from '../../../../shared/language';
import { employerNameSpan } from './employer-name';
import { escoEntries } from './lexicon/esco';
import { isRegionCode } from './not-keywords';
import { LearnedStoplist, learnedEntries } from './lexicon/learned';
import { occupationEntries } from './lexicon/occupations';
import { LexiconMatcher, spellingKey } from './lexicon-matcher';
import { OWN_LEXICON } from './own-lexicon';
import { postingLines } from './posting-lines';
import { RememberingMatcher } from './remembering-matcher';
import { ScoredPosting } from './span-model/model-keywords';
import { SpanModel } from './span-model/span-model';
import { CombinedMatcher, PhraseMatcher, WRITTEN_FOR_POSTINGS } from './phrase-matcher';
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
  new RememberingMatcher(new LexiconMatcher(OWN_LEXICON)),
  new RememberingMatcher(new PhraseMatcher(occupationEntries(), WRITTEN_FOR_POSTINGS)),
  new RememberingMatcher(new PhraseMatcher(escoEntries())),
] as const;
export const WRITTEN_MATCHER = new CombinedMatcher(...WRITTEN_MATCHERS, new TechnicalTermMatcher());

/**
 * The one matcher, shared by job intake and match analysis: the written lexicons, then the phrases
 * learned from postings labelled by hand, then technical terms.
 */
export const SKILLS_MATCHER = new CombinedMatcher(
  ...WRITTEN_MATCHERS,
  new PhraseMatcher(learnedEntries(), WRITTEN_FOR_POSTINGS),
  new TechnicalTermMatcher(),
);
const STOPLIST = new LearnedStoplist();
// Decoded on first use: processes that never read a posting do not pay for it.
let SPAN_MODEL: SpanModel | undefined;
const spanModel = () => (SPAN_MODEL ??= SpanModel.decode());

interface ExtractOptions {
  matcher: CombinedMatcher;
  stoplist?: LearnedStoplist;
  /** Scores every candidate span: drops lexicon keywords it finds unlikely, adds likely spans. */
  model?: SpanModel;
}

/**
 * Skills, tools, certifications, spoken languages and soft skills a posting asks for, found
 * through the lexicons in English and French (accents, plurals and synonyms folded together),
 * then weighed by the span model, which drops what it finds very unlikely and adds likely spans
 * no lexicon names. Every keyword is text of the posting, never an inference. `language` adds the
 * spellings that only mean a skill in that language ("leads", "veille") and lets the model run.
 */
export function extractKeywords(
  text: string,
  language?: Language,
  // The learned lexicon's build reads what the written lexicons find, before any learning; a
  // resume's skills are read by the lexicons alone (FindSkills.inText).
  { matcher, stoplist, model }: ExtractOptions = { matcher: SKILLS_MATCHER, stoplist: STOPLIST, model: spanModel() },
): Keyword[] {
  const found = new Map<string, Keyword>();
  let opening = true;
  const lines = postingLines(text);
  const scored = model && language ? new ScoredPosting(lines, language, WRITTEN_MATCHER, model) : undefined;
  for (const [index, { line, required, offer }] of lines.entries()) {
    if (offer) continue;
    // The employer is named in the lines before the first bullet: its brand name is no tool.
    opening &&= !/^\s*[-*•–]/.test(line);
    const employer = opening ? employerNameSpan(line) : undefined;
    for (const { entry, start, end } of matcher.mentions(line, language)) {
      if (stoplist?.has(line.slice(start, end), language) || isRegionCode(line, start, end)) continue;
      if (scored && !scored.keeps(index, start, end)) continue;
      // Only names shaped like a product ("MedLedger") go: a skill word in a name ("Crestline Retail") still says what the business does.
      if (employer && entry.id.startsWith('term:') && start >= employer.start && end <= employer.end) continue;
      // A title's names are where and when ("– Leeds / hybrid", ", Salinas, CA"), not tools.
      if (index === 0 && lines.length > 1 && entry.id.startsWith('term:')) continue;
      const previous = found.get(entry.id);
      if (!previous) found.set(entry.id, { id: entry.id, term: line.slice(start, end), kind: entry.kind, required });
      else if (required && !previous.required) previous.required = true;
    }
  }
  if (scored) addLikelySpans(found, scored);
  return [...found.values()];
}

/**
 * The spans the model finds likely that no lexicon named ("screen CVs", "chaîne du froid"): skills
 * in the posting's words, id `span:` and their folded words.
 */
function addLikelySpans(found: Map<string, Keyword>, scored: ScoredPosting) {
  const taken = new Set([...found.values()].map((k) => spellingKey(k.term)));
  for (const span of scored.likely()) {
    const key = spellingKey(span.text);
    if (taken.has(key)) continue;
    taken.add(key);
    found.set(`span:${key}`, { id: `span:${key}`, term: span.text, kind: 'hard', required: span.required });
  }
}
