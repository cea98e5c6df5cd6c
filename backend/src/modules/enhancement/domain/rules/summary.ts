import type { JsonResume, JsonResumeWork, ResumeLanguage } from '../../../../shared/json-resume';
import { fold, joinList, sentences } from '../text-match';

/**
 * A summary composed only of what the resume states: its headline (or latest job title), the
 * skills it lists, and the latest employer. No years of experience, no adjectives about the
 * person, nothing computed.
 */
const MAX_SKILL_LENGTH = 32;

function latestWork(resume: JsonResume): JsonResumeWork | undefined {
  const work = (resume.work ?? []).filter((w) => w.name?.trim() || w.position?.trim());
  if (!work.length) return undefined;
  const ongoing = work.find((w) => w.startDate && !w.endDate);
  return ongoing ?? [...work].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0];
}

/** The resume's skills as written (keywords of groups, names of single skills), duplicates out. */
export function listedSkills(resume: JsonResume): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const skill of resume.skills ?? []) {
    const items = skill.keywords?.length ? skill.keywords : [skill.name ?? ''];
    for (const item of items) {
      const text = item.replace(/\s+/g, ' ').trim();
      const key = fold(text);
      if (!text || text.length > MAX_SKILL_LENGTH || seen.has(key) || /[.;:!?]$/.test(text)) continue;
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}

function skillsFirst(priority: readonly string[], listed: readonly string[], count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [...priority, ...listed]) {
    const key = fold(s);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
    if (out.length === count) break;
  }
  return out;
}

export function composeSummary(resume: JsonResume, language: ResumeLanguage, priority: readonly string[] = []): string | undefined {
  const label = resume.basics?.label?.replace(/\s+/g, ' ').trim().slice(0, 100) || undefined;
  const latest = latestWork(resume);
  const position = latest?.position?.replace(/\s+/g, ' ').trim();
  const employer = latest?.name?.replace(/\s+/g, ' ').trim();
  const head = label ?? position;
  const skills = skillsFirst(priority, listedSkills(resume), 5);
  const list = joinList(skills, language);
  const parts: string[] = [];
  if (language === 'fr') {
    if (head) parts.push(`${head}${skills.length ? `, compétences en ${list}` : ''}.`);
    else if (skills.length) parts.push(`Compétences en ${list}.`);
    if (employer) {
      const current = !!latest?.startDate && !latest?.endDate;
      const role = position && fold(position) !== fold(head ?? '') ? `${position} ` : '';
      parts.push(`${current ? 'Actuellement' : 'Précédemment'} ${role}chez ${employer}.`);
    }
  } else {
    if (head) parts.push(`${head}${skills.length ? ` skilled in ${list}` : ''}.`);
    else if (skills.length) parts.push(`Skilled in ${list}.`);
    if (employer) {
      const current = !!latest?.startDate && !latest?.endDate;
      const role = position && fold(position) !== fold(head ?? '') ? `${position} ` : '';
      parts.push(`${current ? 'Currently' : 'Most recently'} ${role}at ${employer}.`);
    }
  }
  // A headline alone is not a summary.
  return parts.length >= 2 || skills.length ? parts.join(' ') : undefined;
}

const LEAD = { en: 'Skilled in', fr: 'Compétences en' } as const;

/** A summary that opens with the job's keywords the resume evidences (in the resume's words). */
export function tailoredSummary(summary: string, terms: readonly string[], language: ResumeLanguage): string | undefined {
  const chosen = skillsFirst(terms, [], 5);
  if (!chosen.length) return undefined;
  const lead = `${LEAD[language]} ${joinList(chosen, language)}.`;
  const rest = sentences(summary.trim());
  // A lead from an earlier tailoring is replaced, not stacked.
  if (rest.length && (rest[0].startsWith(LEAD.en) || rest[0].startsWith(LEAD.fr))) rest.shift();
  return [lead, ...rest].join(' ');
}
