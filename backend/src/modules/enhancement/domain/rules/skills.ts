import type { JsonResume } from '../../../../shared/json-resume';
import { itemLabel } from '../apply-changes';
import { type KeywordEvidence, listable, relevance } from '../job-focus';
import { reason, type ResumeChange } from '../resume-change';
import { fold } from '../text-match';

/** Duplicate skills (case and accents aside) removed, the first mention kept. */
export function dedupeSkills(resume: JsonResume): ResumeChange[] {
  const skills = resume.skills ?? [];
  const seen = new Set<string>();
  const changes: ResumeChange[] = [];
  const keptEntries: number[] = [];
  skills.forEach((skill, i) => {
    if (skill.keywords?.length) {
      const kept: number[] = [];
      skill.keywords.forEach((k, j) => {
        const key = fold(k);
        if (key && seen.has(key)) return;
        seen.add(key);
        kept.push(j);
      });
      if (kept.length < skill.keywords.length) {
        changes.push({
          path: `/skills/${i}/keywords`,
          op: 'remove-duplicate',
          before: [...skill.keywords],
          after: kept.map((j) => skill.keywords![j]),
          order: kept,
          reason: reason('SKILLS_DEDUPED'),
          source: 'rule',
        });
      }
      keptEntries.push(i);
      return;
    }
    const key = fold(skill.name ?? '');
    if (key && seen.has(key) && !skill.level) return;
    if (key) seen.add(key);
    keptEntries.push(i);
  });
  if (keptEntries.length < skills.length) {
    changes.push({
      path: '/skills',
      op: 'remove-duplicate',
      before: skills.map(itemLabel),
      after: keptEntries.map((i) => itemLabel(skills[i])),
      order: keptEntries,
      reason: reason('SKILLS_DEDUPED'),
      source: 'rule',
    });
  }
  return changes;
}

/** Indices sorted by score, highest first, ties in their original order; null when nothing moves. */
export function byRelevance(scores: readonly number[], leading: readonly number[] = []): number[] | null {
  const order = [
    ...leading,
    ...scores
      .map((s, i) => ({ s, i }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .map((x) => x.i),
  ];
  return order.every((v, k) => v === k) ? null : order;
}

/** Job-relevant skills first: the groups, and the keywords inside each group; surfaced ones lead. */
export function prioritiseSkills(resume: JsonResume, evidence: readonly KeywordEvidence[], surfaced: number): ResumeChange[] {
  const skills = resume.skills ?? [];
  const changes: ResumeChange[] = [];
  skills.forEach((skill, i) => {
    const keywords = skill.keywords ?? [];
    if (keywords.length < 2) return;
    const order = byRelevance(keywords.map((k) => relevance(k, evidence)));
    if (order)
      changes.push({
        path: `/skills/${i}/keywords`,
        op: 'reorder',
        before: [...keywords],
        after: order.map((j) => keywords[j]),
        order,
        reason: reason('SKILLS_PRIORITISED'),
        source: 'rule',
      });
  });
  const leading = Array.from({ length: surfaced }, (_, k) => skills.length + k);
  const order = byRelevance(
    skills.map((s) => relevance([s.name ?? '', ...(s.keywords ?? [])].join('\n'), evidence)),
    leading,
  );
  if (order && skills.length + surfaced > 1) {
    changes.push({
      path: '/skills',
      op: 'reorder',
      before: skills.map(itemLabel),
      after: [],
      order,
      reason: reason('SKILLS_PRIORITISED'),
      source: 'rule',
    });
  }
  return changes;
}

/** Job keywords the resume shows in its experience but not in its skills: listed there (hard skills, tools, certifications). */
export function surfaceKeywords(resume: JsonResume, evidence: readonly KeywordEvidence[], limit = 8): ResumeChange[] {
  if (!resume.skills?.length) return []; // no skills section to list them in: sections stay as they are
  const out: ResumeChange[] = [];
  const seen = new Set<string>();
  for (const e of [...evidence].sort((a, b) => Number(b.keyword.required) - Number(a.keyword.required))) {
    if (!e.resumeTerm || e.inSkills || !listable(e)) continue;
    const key = fold(e.resumeTerm);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: '/skills/-', op: 'add', before: null, after: e.resumeTerm, reason: reason('KEYWORD_SURFACED'), source: 'rule' });
    if (out.length === limit) break;
  }
  return out;
}
