import type { JsonResume } from '../../../../shared/json-resume';
import { EDUCATION_ORDER, type EducationLevel } from '../keywords/extract-requirements';
import { foldKeepingLength } from '../keywords/lexicon-matcher';

const LEVELS: Array<[RegExp, EducationLevel]> = [
  [/\b(?:ph\.?d|doctorat|doctorate|doctor of)\b/, 'doctorate'],
  [
    /(?:\bmaster|\bmsc\b|\bm\.sc|\bmba\b|\bmeng\b|\bm\.?a\.?\b|\bm\.?s\.?\b|ingenieur|\bdea\b|\bdess\b|bac\s*\+\s*5|grande ecole)/,
    'master',
  ],
  [/(?:\bbachelor|\blicence\b|\blicense\b|\bbsc\b|\bb\.sc|\bb\.?a\.?\b|\bb\.?s\.?\b|\bbut\b|bac\s*\+\s*3|undergraduate)/, 'bachelor'],
  [/(?:\bassociate\b|\bbts\b|\bdut\b|\bdeug\b|bac\s*\+\s*2|\bhnd\b)/, 'associate'],
  [/(?:\bcap\b|\bbep\b|bac pro|titre professionnel|vocational|\bcqpm?\b|apprenticeship)/, 'vocational'],
  [/(?:high school|baccalaureat|\bbac\b|a-levels?)/, 'secondary'],
];

/** The highest education level a resume states, with the entry that states it. */
export function resumeEducation(resume: JsonResume): { level?: EducationLevel; path?: string; text?: string } {
  let best: { level?: EducationLevel; path?: string; text?: string } = {};
  (resume.education ?? []).forEach((e, i) => {
    const text = [e.studyType, e.area].filter(Boolean).join(', ');
    const folded = foldKeepingLength(text);
    const level = LEVELS.find(([pattern]) => pattern.test(folded))?.[1];
    if (level && (!best.level || EDUCATION_ORDER.indexOf(level) > EDUCATION_ORDER.indexOf(best.level)))
      best = { level, path: `education[${i}]`, text };
  });
  return best;
}

/** A JSON Resume date as a month index (year*12 + month), or null when unreadable. */
function month(date: string | undefined, end: boolean): number | null {
  const m = date?.trim().match(/^(\d{4})(?:-(\d{2}))?/);
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : end ? 11 : 0);
}

/**
 * The resume's dated work history: its entries with a readable start, the earliest start, and
 * the months they cover with overlaps merged (used only to score, never shown: a computed
 * total is not a fact the person wrote).
 */
export function datedWork(resume: JsonResume, now: Date): { entries: number; earliest?: string; months: number } {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: Array<[number, number]> = [];
  let earliest: string | undefined;
  let earliestMonth = Infinity;
  for (const w of resume.work ?? []) {
    const start = month(w.startDate, false);
    if (start === null || start > today) continue;
    const end = w.endDate?.trim() ? (month(w.endDate, true) ?? today) : today;
    spans.push([start, Math.min(Math.max(end, start), today)]);
    if (start < earliestMonth) {
      earliestMonth = start;
      earliest = w.startDate;
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let current: [number, number] | null = null;
  for (const span of spans) {
    if (current && span[0] <= current[1] + 1) current[1] = Math.max(current[1], span[1]);
    else {
      if (current) months += current[1] - current[0] + 1;
      current = [...span];
    }
  }
  if (current) months += current[1] - current[0] + 1;
  return { entries: spans.length, earliest, months };
}
