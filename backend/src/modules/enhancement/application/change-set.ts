import type { StructuredResume } from '../../../shared/json-resume';
import type { RecordedChange, ResumeChangeSet } from '../../resumes/application/update-resume-content';
import { ALLOWED_CHANGES } from '../domain/allowed-changes';
import { applyChanges } from '../domain/apply-changes';
import { auditFabrication } from '../domain/fabrication-audit';
import type { ResumeChange } from '../domain/resume-change';
import type { EnhancementResult } from './enhancement-result';

/**
 * The change set kept with a resume after enhancement or tailoring: the content before, each
 * accepted change under an id that stays the same for the life of the set, and nothing rejected.
 */
export function changeSetOf(base: StructuredResume, result: Pick<EnhancementResult, 'changes' | 'answers'>): ResumeChangeSet {
  return {
    base,
    changes: result.changes.map((change, index) => ({ ...change, id: `c${index + 1}` })),
    rejected: [],
    answers: result.answers,
  };
}

const asResumeChange = ({ id: _id, ...change }: RecordedChange): ResumeChange => change as ResumeChange;

/**
 * The content with only the kept changes, under the same rules as the first time: the gate
 * (paths, `before` texts, evidence for added skills) and the fabrication audit. Should the audit
 * object to what remains (it cannot, unless the rules tightened since), the content before the
 * changes is the answer: never something unchecked.
 */
export function reapplyChanges(set: ResumeChangeSet, rejected: ReadonlySet<string>): StructuredResume {
  const kept = set.changes.filter((change) => !rejected.has(change.id)).map(asResumeChange);
  const gated = applyChanges(set.base.resume, kept, ALLOWED_CHANGES, set.answers);
  const audit = auditFabrication(set.base.resume, gated.resume, set.answers);
  return { ...set.base, resume: audit.ok ? gated.resume : structuredClone(set.base.resume) };
}
