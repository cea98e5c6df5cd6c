import type { StructuredResume } from '../../../shared/json-resume';

/**
 * What enhancement or tailoring changed in a resume, kept with it so the user can review each
 * change and undo some: the content before the changes, every change applied (with a stable id
 * and its reason in both languages), and the ids the user rejected. The resumes module only
 * stores it; the enhancement module, which owns the rules, re-applies the kept changes.
 */
export interface RecordedChange {
  id: string;
  path: string;
  op: 'replace' | 'add' | 'reorder' | 'remove-duplicate';
  before: string | string[] | null;
  after: string | string[];
  order?: number[];
  reason: { code: string; en: string; fr: string };
  source: 'rule' | 'llm' | 'answer';
}

export interface ResumeChangeSet {
  /** The structured resume before any of these changes. */
  base: StructuredResume;
  changes: RecordedChange[];
  /** Ids of the changes the user undid. */
  rejected: string[];
  /** The person's answers the changes drew on (the rules need them to re-check an added skill). */
  answers: Array<{ questionId: string; path: string; text: string; keyword?: string }>;
}
