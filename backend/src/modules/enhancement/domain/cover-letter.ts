import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { originalPool } from './fabrication-audit';
import { unsupportedFacts, type UnsupportedFact } from './facts';
import { SKILL_KINDS, type JobFocus, type KeywordEvidence } from './job-focus';

/**
 * A cover letter written without a model, in the resume's language, from facts only: the job's
 * title and company (from the posting), the latest role and one of its achievements (verbatim
 * from the resume), and the skills the posting asks for that the resume evidences. Its fixed
 * wording states no fact; the audit below checks that every fact in a letter (this one, or one a
 * model phrased) comes from the resume, the user's answers or the posting.
 */
export interface CoverLetter {
  language: ResumeLanguage;
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

/** The letter's fixed wording in each language; `{x}` are filled with facts. */
const WORDING = {
  en: {
    greeting: 'Dear hiring team,',
    applyFull: 'I am applying for the {title} position at {company}.',
    applyTitle: 'I am applying for the {title} position.',
    applyBare: 'I am applying for this position.',
    current: 'I currently work as {position} at {employer}.',
    recent: 'Most recently, I worked as {position} at {employer}.',
    achievement: 'One result from that role: {highlight}',
    skills: 'My experience covers what this role asks for, including {skills}.',
    closeCompany: 'I would welcome the chance to discuss how I can contribute to {company}.',
    closeBare: 'I would welcome the chance to discuss how I can contribute to your team.',
    closing: 'Kind regards,',
    and: 'and',
  },
  fr: {
    greeting: 'Madame, Monsieur,',
    applyFull: 'Je vous adresse ma candidature au poste de {title} chez {company}.',
    applyTitle: 'Je vous adresse ma candidature au poste de {title}.',
    applyBare: 'Je vous adresse ma candidature pour ce poste.',
    current: 'J’occupe actuellement le poste de {position} chez {employer}.',
    recent: 'Dernièrement, j’ai occupé le poste de {position} chez {employer}.',
    achievement: 'Une réalisation de ce poste\u202f: {highlight}',
    skills: 'Mon parcours couvre ce que demande ce poste, notamment {skills}.',
    closeCompany: 'Je serais ravi(e) d’échanger sur ce que je peux apporter à {company}.',
    closeBare: 'Je serais ravi(e) d’échanger sur ce que je peux apporter à votre équipe.',
    closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    and: 'et',
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
const list = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

export function composeCoverLetter(
  resume: JsonResume,
  job: JobFocus,
  language: ResumeLanguage,
  evidence: readonly KeywordEvidence[],
): CoverLetter {
  const w = WORDING[language];
  const title = job.title?.trim();
  const company = job.company?.trim();
  const paragraphs: string[] = [];
  paragraphs.push(title && company ? fill(w.applyFull, { title, company }) : title ? fill(w.applyTitle, { title }) : w.applyBare);

  const latest = (resume.work ?? []).find((entry) => entry.position?.trim() && entry.name?.trim());
  if (latest) {
    const role = fill(latest.endDate?.trim() ? w.recent : w.current, { position: latest.position!.trim(), employer: latest.name!.trim() });
    const highlight = (latest.highlights ?? []).map((h) => h.trim()).find((h) => h.length > 20 && h.length < 300);
    paragraphs.push(highlight ? `${role} ${fill(w.achievement, { highlight: sentence(highlight) })}` : role);
  }

  const skills = [
    ...new Set(
      evidence
        .filter((e) => e.resumeTerm && SKILL_KINDS.has(e.keyword.kind))
        .sort((a, b) => Number(b.keyword.required) - Number(a.keyword.required))
        .map((e) => e.resumeTerm!),
    ),
  ].slice(0, 6);
  if (skills.length) paragraphs.push(fill(w.skills, { skills: list(skills, w.and) }));
  paragraphs.push(company ? fill(w.closeCompany, { company }) : w.closeBare);

  return { language, greeting: w.greeting, paragraphs, closing: w.closing, signature: resume.basics?.name?.trim() ?? '' };
}

export const coverLetterText = (letter: CoverLetter) =>
  [letter.greeting, ...letter.paragraphs, letter.closing, letter.signature].filter(Boolean).join('\n\n');

/**
 * The facts of a letter that neither the resume, nor the posting, nor the user's answers state.
 * The fixed wording of both languages is part of the pool: it is ours, and states no fact.
 */
export function auditCoverLetter(
  letter: CoverLetter,
  resume: JsonResume,
  job: JobFocus,
  answers: readonly string[] = [],
): UnsupportedFact[] {
  const pool = originalPool(resume).add([
    job.title ?? '',
    job.company ?? '',
    job.description ?? '',
    ...job.keywords.map((k) => k.term),
    ...answers,
    ...Object.values(WORDING).flatMap((w) => Object.values(w).map((t) => t.replace(/\{\w+\}/g, ' '))),
  ]);
  return unsupportedFacts(coverLetterText(letter), pool);
}

/**
 * The letter to give: a model's phrasing when it states no fact of its own, else the offline one.
 * Malformed or empty output (no paragraph) falls back too.
 */
export function chooseCoverLetter(
  candidate: CoverLetter | null,
  offline: CoverLetter,
  resume: JsonResume,
  job: JobFocus,
  answers: readonly string[] = [],
): { letter: CoverLetter; source: 'llm' | 'offline'; refused: UnsupportedFact[] } {
  if (!candidate || candidate.paragraphs.length === 0 || candidate.paragraphs.some((p) => typeof p !== 'string' || !p.trim()))
    return { letter: offline, source: 'offline', refused: [] };
  const refused = auditCoverLetter(candidate, resume, job, answers);
  return refused.length ? { letter: offline, source: 'offline', refused } : { letter: candidate, source: 'llm', refused };
}
