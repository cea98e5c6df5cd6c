import type { Language } from '../../../../../shared/language';
import type { Matcher } from '../phrase-matcher';
import type { PostingLine } from '../posting-lines';
import { ACADEMIC_DEGREE, JOB_AD_ACRONYMS } from '../not-keywords';
import { type SpanCandidate, spanCandidates } from './span-candidates';
import type { SpanModel } from './span-model';

// Chosen on development sets 6 and 7 and real postings 1 with the model trained without them
// (docs/architecture.md): F1 was level from 0.5 to 0.7 and 0.05 to 0.35; these keep the most
// precision on real postings, where the model added junk ("journey becomes", "crazy ones").
/** A span the model finds at least this likely is a keyword even where no lexicon names it. */
export const ADD_AT = 0.6;
/** A lexicon keyword whose span the model finds less likely than this is not one ("accurate"). */
export const KEEP_AT = 0.25;

/** A lone word the model adds must be likelier: "Collaborate", "executing" are not skills. */
export const ADD_WORD_AT = 0.7;

// A span the model adds is no perk, pay or work arrangement ("Dental coverage", "Parental Leave"),
// and no two-letter code (a state, "Boston, MA"): the lexicons know the skills written so.
const PERK =
  /\b(?:coverage|insurance|leave|pto|401\(?k\)?|dental|vision|wellness|bonus|salary|pay|holidays?|vacations?|pension|stock|equity|perks?|benefits?|mutuelle|primes?|tickets? restaurants?|rtt|cong[ée]s|t[ée]l[ée]travail|remote|hybrid)\b/i;
// Nor the posting's own sentence to its reader: a span opening on a verb conjugated for "vous"
// ("gérerez les commandes") is words no resume holds, so it could only ever be missing.
const ADDRESSED_VERB = /^\p{L}{3,}ez\b/iu;
// Nor an academic degree (the education factor's business) or a job ad's acronym ("CDI").
const addable = (span: ScoredSpan) =>
  span.text.length >= 3 &&
  !PERK.test(span.text) &&
  !ADDRESSED_VERB.test(span.text) &&
  !ACADEMIC_DEGREE.test(span.text) &&
  !JOB_AD_ACRONYMS.has(span.text) &&
  span.probability >= (/\s/.test(span.text) ? ADD_AT : ADD_WORD_AT);

export interface ScoredSpan extends SpanCandidate {
  probability: number;
}

/** The posting's candidate spans, scored, by line and position for the lexicon's mentions. */
export class ScoredPosting {
  readonly spans: ScoredSpan[];
  /** The first of several lines is the job's title, a keyword of its own kind: no span is added there. */
  private readonly titled: boolean;
  private readonly byPlace = new Map<string, ScoredSpan>();

  constructor(lines: PostingLine[], language: Language, lexicon: Matcher, model: SpanModel) {
    // Scored in place, not copied: a long posting has thousands of candidates.
    this.spans = spanCandidates(lines, language, lexicon) as ScoredSpan[];
    for (const span of this.spans) span.probability = model.probability(span.features);
    this.titled = lines.length > 1;
    for (const span of this.spans) this.byPlace.set(`${span.line}:${span.start}:${span.end}`, span);
  }

  /** Whether the model lets a lexicon mention stand (a mention it has no candidate for stands). */
  keeps(line: number, start: number, end: number): boolean {
    const span = this.byPlace.get(`${line}:${start}:${end}`);
    return !span || span.probability >= KEEP_AT;
  }

  /**
   * The spans likely enough to be keywords, most likely first, none overlapping another in its
   * line, none in the title ("Journeyperson Electrician" is the job, not a skill).
   */
  likely(): ScoredSpan[] {
    const chosen: ScoredSpan[] = [];
    for (const span of this.spans.filter((s) => addable(s) && !(this.titled && s.line === 0)).sort((a, b) => b.probability - a.probability))
      if (!chosen.some((o) => o.line === span.line && o.start < span.end && o.end > span.start)) chosen.push(span);
    return chosen;
  }
}
