import type { ChangeOp, ChangeSource } from './resume-change';

/**
 * What a change may touch. Wording (summary, highlights, descriptions) and order (highlights,
 * skills, projects, work entries) only: names, employers, job titles, dates, degrees,
 * institutions, contacts and links are never editable, whoever proposes the change.
 */
export interface AllowedChange {
  pattern: RegExp;
  ops: readonly ChangeOp[];
  /** Restricts who may propose it (adding a skill needs evidence or the person's own answer). */
  sources?: readonly ChangeSource[];
}

export const ALLOWED_CHANGES: readonly AllowedChange[] = [
  { pattern: /^\/basics\/summary$/, ops: ['replace', 'add'] },
  { pattern: /^\/(?:work|volunteer)\/\d+\/summary$/, ops: ['replace'] },
  { pattern: /^\/projects\/\d+\/description$/, ops: ['replace'] },
  { pattern: /^\/(?:work|volunteer|projects)\/\d+\/highlights\/\d+$/, ops: ['replace'] },
  { pattern: /^\/(?:work|volunteer|projects)\/\d+\/highlights$/, ops: ['reorder'] },
  { pattern: /^\/(?:work|projects)$/, ops: ['reorder'] },
  { pattern: /^\/skills$/, ops: ['reorder', 'remove-duplicate'] },
  { pattern: /^\/skills\/\d+\/keywords$/, ops: ['reorder', 'remove-duplicate'] },
  // Adding a skill: only one the resume already evidences (checked by the gate) or the person confirmed.
  { pattern: /^\/skills\/-$/, ops: ['add'], sources: ['rule', 'answer'] },
  { pattern: /^\/skills\/\d+\/keywords\/-$/, ops: ['add'], sources: ['rule', 'answer'] },
];

export const isStructural = (op: ChangeOp) => op === 'reorder' || op === 'remove-duplicate';
