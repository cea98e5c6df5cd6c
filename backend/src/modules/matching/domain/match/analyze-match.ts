import type { StructuredResume } from '../../../../shared/json-resume';
import { isWordsKeyword } from '../../../../shared/job-posting';
import type { Language } from '../../../../shared/language';
import { type Keyword, SKILL_KINDS } from '../keywords/extract-keywords';
import { EDUCATION_ORDER } from '../keywords/extract-requirements';
import { titleSimilarity } from '../keywords/job-titles';
import {
  type ConfidenceLevel,
  type Evidence,
  type ExcludedFactor,
  type FactorId,
  type FoundKeyword,
  MATCH_VERSION,
  type MatchAnalysis,
  type MatchFactor,
  type MatchJob,
} from './match-analysis';
import { FACTOR_NAMES, LEVEL_NAMES, list, quote, resumeDate, say } from './match-messages';
import { resumeEvidence } from './resume-evidence';
import { datedWork, resumeEducation } from './resume-facts';

/**
 * match-v1 weights, before renormalisation. Hard skills weigh most (what recruiters and ATS
 * screen on first); a factor the posting does not ask for is left out and the others are scaled
 * up so the weights still sum to 1.
 */
export const BASE_WEIGHTS: Record<FactorId, number> = { hardSkills: 0.5, jobTitle: 0.15, experience: 0.15, education: 0.1, languages: 0.1 };

/** A score at or above this is a good match; below, the flow shows "Job Mismatch Detected". */
export const GOOD_MATCH_THRESHOLD = 60;

/** How much a keyword counts among the skills: nice-to-have half, soft skills (easy to claim) 0.4. */
const keywordWeight = (k: Keyword) => (k.required ? 1 : 0.5) * (k.kind === 'soft' ? 0.4 : 1);
const isSkill = (k: Keyword) => k.kind === 'hard' || k.kind === 'tool' || k.kind === 'certification' || k.kind === 'soft';
const round = (n: number) => Math.round(n);

export interface AnalyzeMatchOptions {
  /** "Today" for ongoing jobs; passed in so the same inputs always give the same result. */
  now: Date;
}

/**
 * A versioned, explained match of a resume against a job: factor scores, their renormalised
 * weights, the keywords found (with where the resume evidences them) and missing, a verdict, a
 * confidence, and the reasoning in the user's language. Pure and deterministic.
 */
export function analyzeMatch(resume: StructuredResume, job: MatchJob, language: Language, options: AnalyzeMatchOptions): MatchAnalysis {
  const { evidence, words } = resumeEvidence(resume, job.keywords.filter(isWordsKeyword));
  const skills = job.keywords.filter((k) => isSkill(k) || k.kind === 'language');
  const found: FoundKeyword[] = [];
  const missing: Keyword[] = [];
  for (const k of skills) {
    const where: Evidence[] | undefined = evidence.get(k.id);
    if (where?.length) found.push({ ...k, evidence: where });
    else missing.push(k);
  }
  const byPriority = (a: Keyword, b: Keyword) =>
    Number(b.required) - Number(a.required) || SKILL_KINDS.indexOf(a.kind) - SKILL_KINDS.indexOf(b.kind);
  found.sort(byPriority);
  missing.sort(byPriority);

  const factors: Array<Omit<MatchFactor, 'weight'>> = [];
  const excluded: ExcludedFactor[] = [];
  const skip = (id: FactorId) => excluded.push({ id, explanation: say('notAsked', language) });

  // Hard skills (with tools, certifications and, lightly, soft skills).
  const skillKeywords = skills.filter(isSkill);
  if (skillKeywords.length) {
    const total = skillKeywords.reduce((s, k) => s + keywordWeight(k), 0);
    const got = skillKeywords.filter((k) => evidence.has(k.id));
    const required = skillKeywords.filter((k) => k.required);
    factors.push({
      id: 'hardSkills',
      score: round((100 * got.reduce((s, k) => s + keywordWeight(k), 0)) / total),
      explanation: say('skills', language, {
        found: got.length,
        total: skillKeywords.length,
        foundRequired: got.filter((k) => k.required).length,
        required: required.length,
      }),
    });
  } else skip('hardSkills');

  // Job title: the posting's title against the resume's headline and positions, recent ones first.
  if (job.title?.trim()) {
    const candidates = [
      { text: resume.resume.basics?.label, recency: 1 },
      ...(resume.resume.work ?? []).map((w, i) => ({ text: w.position, recency: i === 0 ? 1 : i === 1 ? 0.9 : 0.8 })),
    ].filter((c): c is { text: string; recency: number } => !!c.text?.trim());
    let best = { text: candidates[0]?.text ?? '', score: 0 };
    for (const c of candidates) {
      const s = titleSimilarity(job.title, c.text) * c.recency;
      if (s > best.score) best = { text: c.text, score: s };
    }
    factors.push({
      id: 'jobTitle',
      score: round(best.score * 100),
      explanation: best.text
        ? say('title', language, { job: quote(job.title, language), resume: quote(best.text, language), percent: round(best.score * 100) })
        : say('noTitle', language, { job: quote(job.title, language) }),
    });
  } else skip('jobTitle');

  // Experience: the years asked against the months the dated work entries cover (never printed).
  const years = job.requirements.yearsOfExperience;
  if (years) {
    const work = datedWork(resume.resume, options.now);
    const ratio = Math.min(1, work.months / (years * 12));
    const entries =
      language === 'fr'
        ? `${work.entries} poste${work.entries > 1 ? 's' : ''} daté${work.entries > 1 ? 's' : ''}`
        : `${work.entries} dated ${work.entries === 1 ? 'entry' : 'entries'}`;
    factors.push({
      id: 'experience',
      score: round(ratio * 100),
      explanation:
        !work.entries || !work.earliest
          ? say('experienceNone', language, { years })
          : say(ratio >= 1 ? 'experience' : 'experienceShort', language, { years, start: resumeDate(work.earliest, language), entries }),
    });
  } else skip('experience');

  // Education, only when the posting asks for a level.
  const asked = job.requirements.educationLevel;
  if (asked) {
    const has = resumeEducation(resume.resume);
    const gap = has.level ? EDUCATION_ORDER.indexOf(asked) - EDUCATION_ORDER.indexOf(has.level) : Infinity;
    const level = LEVEL_NAMES[language][asked];
    factors.push({
      id: 'education',
      score: gap <= 0 ? 100 : gap === 1 ? 60 : gap === 2 ? 30 : 0,
      explanation: !has.level
        ? say('educationNone', language, { level })
        : say(gap <= 0 ? 'educationMet' : 'educationBelow', language, { level, resume: quote(has.text ?? '', language) }),
    });
  } else skip('education');

  // Spoken languages the posting names.
  const languages = skills.filter((k) => k.kind === 'language');
  if (languages.length) {
    const total = languages.reduce((s, k) => s + keywordWeight(k), 0);
    const got = languages.filter((k) => evidence.has(k.id)).reduce((s, k) => s + keywordWeight(k), 0);
    factors.push({
      id: 'languages',
      score: round((100 * got) / total),
      explanation: say('languages', language, {
        list: languages.map((k) => say(evidence.has(k.id) ? 'languageFound' : 'languageMissing', language, { name: k.term })).join(', '),
      }),
    });
  } else skip('languages');

  const weightSum = factors.reduce((s, f) => s + BASE_WEIGHTS[f.id], 0);
  const weighted: MatchFactor[] = factors.map((f) => ({
    ...f,
    weight: weightSum ? Math.round((BASE_WEIGHTS[f.id] / weightSum) * 1000) / 1000 : 0,
  }));
  const score = weightSum ? round(factors.reduce((s, f) => s + (BASE_WEIGHTS[f.id] / weightSum) * f.score, 0)) : 0;
  const verdict = score >= GOOD_MATCH_THRESHOLD ? 'good' : 'poor';
  const { confidence, confidenceScore } = confidenceOf(skillKeywords.length, words, factors.length, score);

  const reasons: string[] = [];
  const skillCount = { score, found: found.filter(isSkill).length, total: skillKeywords.length };
  reasons.push(say(skillKeywords.length ? verdict : `${verdict}NoSkills`, language, skillCount));
  const foundSkills = found.filter(isSkill);
  if (foundSkills.length)
    reasons.push(
      say('evidenced', language, {
        list: list(
          foundSkills.map((k) => k.term),
          language,
        ),
      }),
    );
  const missingRequired = missing.filter((k) => isSkill(k) && k.required);
  const missingNice = missing.filter((k) => isSkill(k) && !k.required);
  if (missingRequired.length)
    reasons.push(
      say('missingRequired', language, {
        list: list(
          missingRequired.map((k) => k.term),
          language,
        ),
      }),
    );
  if (missingNice.length)
    reasons.push(
      say('missingNice', language, {
        list: list(
          missingNice.map((k) => k.term),
          language,
        ),
      }),
    );
  for (const f of weighted) if (f.id !== 'hardSkills') reasons.push(f.explanation);
  if (excluded.length) reasons.push(say('excluded', language, { list: excluded.map((x) => FACTOR_NAMES[language][x.id]).join(', ') }));

  return {
    version: MATCH_VERSION,
    score,
    verdict,
    confidence,
    confidenceScore,
    factors: weighted,
    excluded,
    found,
    missing,
    reasons,
    language,
  };
}

/**
 * Confidence, 0..1, from how much evidence there is: the posting's skills (8 or more is
 * plenty), the resume's length (250 words or more), and how many factors applied. A score
 * within 5 points of the threshold is less certain. High from 0.7, medium from 0.4.
 */
export function confidenceOf(
  skillKeywords: number,
  resumeWords: number,
  appliedFactors: number,
  score: number,
): { confidence: ConfidenceLevel; confidenceScore: number } {
  let c = 0.5 * Math.min(1, skillKeywords / 8) + 0.3 * Math.min(1, resumeWords / 250) + 0.2 * (appliedFactors / 5);
  if (Math.abs(score - GOOD_MATCH_THRESHOLD) < 5) c *= 0.85;
  const confidenceScore = Math.round(c * 100) / 100;
  return { confidenceScore, confidence: confidenceScore >= 0.7 ? 'high' : confidenceScore >= 0.4 ? 'medium' : 'low' };
}
