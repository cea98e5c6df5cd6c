import { isWordsKeyword } from '../../../shared/job-posting';
import type { JsonResume } from '../../../shared/json-resume';
import { cleanAnswer, type ScopedAnswer } from './answers';
import { type KeywordEvidence, relevance } from './job-focus';
import { areBullets } from './rules/wording';

/**
 * Questions that fill gaps with the person's own facts instead of invented ones: a bullet with no
 * measurable result, a required job keyword the resume does not show. Ids are stable (they name
 * the path or the keyword), so answers can be sent back with them.
 */
export interface PersonalizationQuestion {
  id: string;
  kind: 'result' | 'keyword';
  /** Where an answer may add its facts. */
  path: string;
  text: { en: string; fr: string };
  /** The line the question is about, or the keyword. */
  context: string;
  keyword?: string;
}

const MAX_RESULT_QUESTIONS = 5;
const MAX_KEYWORD_QUESTIONS = 5;

const RESULT_TEXT = {
  en: 'What result did this achieve? e.g. time saved, revenue, users',
  fr: 'Quel résultat cela a-t-il permis d’obtenir\u00a0? Par exemple\u00a0: temps gagné, chiffre d’affaires, utilisateurs',
};

function keywordText(e: KeywordEvidence): { en: string; fr: string } {
  const term = e.keyword.term;
  if (e.keyword.kind === 'language')
    return { en: `Do you speak ${term}? At what level?`, fr: `Parlez-vous ${term}\u00a0? À quel niveau\u00a0?` };
  if (e.keyword.kind === 'certification')
    return { en: `Do you have ${term}? Where did you obtain it?`, fr: `Avez-vous ${term}\u00a0? Où l’avez-vous obtenu\u00a0?` };
  if (e.keyword.kind === 'tool') return { en: `Have you used ${term}? Where?`, fr: `Avez-vous utilisé ${term}\u00a0? Où\u00a0?` };
  // A skill or a field is practised, not "used": "Avez-vous utilisé Facturation ?" reads wrong.
  return {
    en: `Do you have experience with ${term}? In which role?`,
    fr: `Avez-vous de l’expérience en ${term}\u00a0? Dans quel poste\u00a0?`,
  };
}

const measured = (text: string) => /\d/.test(text);

export function personalizationQuestions(resume: JsonResume, evidence?: readonly KeywordEvidence[]): PersonalizationQuestion[] {
  const candidates: Array<{ q: PersonalizationQuestion; score: number; rank: number }> = [];
  let rank = 0;
  (resume.work ?? []).forEach((work, i) => {
    const highlights = work.highlights ?? [];
    if (highlights.length && areBullets(highlights)) {
      highlights.forEach((h, j) => {
        if (measured(h) || h.trim().length < 20) return;
        candidates.push({
          q: { id: `result:/work/${i}/highlights/${j}`, kind: 'result', path: `/work/${i}/highlights/${j}`, text: RESULT_TEXT, context: h },
          score: evidence ? relevance(h, evidence) : 0,
          rank: rank++,
        });
      });
    } else if (!highlights.length && work.summary && !measured(work.summary) && work.summary.trim().length >= 20) {
      candidates.push({
        q: { id: `result:/work/${i}/summary`, kind: 'result', path: `/work/${i}/summary`, text: RESULT_TEXT, context: work.summary },
        score: evidence ? relevance(work.summary, evidence) : 0,
        rank: rank++,
      });
    }
  });
  // Most relevant to the job first, then the most recent (the order of the resume).
  const results = candidates
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, MAX_RESULT_QUESTIONS)
    .map((c) => c.q);
  // A named skill (a lexicon's: SAP, CACES 3) before one that is only the posting's words.
  const keywords = (evidence ?? [])
    .filter((e) => !e.resumeTerm && e.keyword.required && e.keyword.kind !== 'soft')
    .sort((a, b) => Number(isWordsKeyword(a.keyword)) - Number(isWordsKeyword(b.keyword)))
    .slice(0, MAX_KEYWORD_QUESTIONS)
    .map((e): PersonalizationQuestion => ({
      id: `keyword:${e.keyword.id}`,
      kind: 'keyword',
      path: '/skills',
      text: keywordText(e),
      context: e.keyword.term,
      keyword: e.keyword.term,
    }));
  return [...results, ...keywords];
}

/** The answers sent back, tied to the questions they answer (unknown ids and empty answers are ignored). */
export function scopeAnswers(
  questions: readonly PersonalizationQuestion[],
  answers: Readonly<Record<string, string>> = {},
): ScopedAnswer[] {
  const out: ScopedAnswer[] = [];
  for (const q of questions) {
    const raw = answers[q.id];
    if (typeof raw !== 'string') continue;
    const text = cleanAnswer(raw);
    if (text) out.push({ questionId: q.id, path: q.path, text, keyword: q.keyword });
  }
  return out;
}
