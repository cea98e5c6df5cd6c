import type { JsonResume } from '../../../shared/json-resume';
import { ALLOWED_CHANGES, isStructural } from './allowed-changes';
import { answerPool, type ScopedAnswer } from './answers';
import { applyChanges } from './apply-changes';
import { auditFabrication, originalPool, type AuditFinding } from './fabrication-audit';
import { unsupportedFacts } from './facts';
import type { RejectedChange, ResumeChange } from './resume-change';

/**
 * What every engine's proposal goes through before anyone sees it:
 * 1. the gate (allowed path, existing path, matching `before`);
 * 2. each text change is checked for facts the original (or an answer about that place) does not state;
 * 3. where a primary (LLM) change was refused, the offline rule change for the same path is tried instead;
 * 4. the fabrication audit of the whole result; should it still find anything, the model's
 *    changes are dropped, then every change: the original is always a valid answer.
 */
export interface ReviewedChanges {
  resume: JsonResume;
  accepted: ResumeChange[];
  rejected: RejectedChange[];
  audit: { ok: boolean; findings: AuditFinding[] };
}

export function reviewChanges(
  original: JsonResume,
  primary: readonly ResumeChange[],
  fallback: readonly ResumeChange[] = [],
  answers: readonly ScopedAnswer[] = [],
): ReviewedChanges {
  const pool = originalPool(original);
  const rejected: RejectedChange[] = [];
  const factChecked = (changes: readonly ResumeChange[], report: boolean) =>
    changes.filter((change) => {
      if (isStructural(change.op) || typeof change.after !== 'string') return true;
      const facts = unsupportedFacts(change.after, pool, answerPool(answers, change.path));
      if (facts.length && report)
        rejected.push({ change, code: 'FABRICATION', detail: facts.map((f) => `${f.kind}: ${f.value}`).join('; ') });
      return facts.length === 0;
    });

  // The gate first, so a refused path is reported as such; then the facts of what passed it.
  const gated = applyChanges(original, primary, ALLOWED_CHANGES, answers);
  rejected.push(...gated.rejected);
  const checked = factChecked(gated.accepted, true);
  const first = checked.length === gated.accepted.length ? gated : applyChanges(original, checked, ALLOWED_CHANGES, answers);
  const taken = new Set(first.accepted.map((c) => `${isStructural(c.op) ? c.op : 'text'} ${c.path}`));
  const backups = fallback.filter(
    (c) =>
      !taken.has(`${isStructural(c.op) ? c.op : 'text'} ${c.path}`) &&
      !(c.op === 'add' && c.path.endsWith('/-') && first.accepted.some((a) => a.op === 'add' && a.after === c.after)),
  );
  let result = backups.length
    ? applyChanges(original, [...first.accepted, ...factChecked(backups, false)], ALLOWED_CHANGES, answers)
    : first;

  let audit = auditFabrication(original, result.resume, answers);
  if (!audit.ok && result.accepted.some((c) => c.source === 'llm')) {
    const kept = result.accepted.filter((c) => c.source !== 'llm');
    rejected.push(
      ...result.accepted
        .filter((c) => c.source === 'llm')
        .map((change) => ({ change, code: 'FABRICATION' as const, detail: 'final audit' })),
    );
    result = applyChanges(original, kept, ALLOWED_CHANGES, answers);
    audit = auditFabrication(original, result.resume, answers);
  }
  if (!audit.ok) {
    rejected.push(
      ...result.accepted.map((change) => ({
        change,
        code: 'FABRICATION' as const,
        detail: audit.findings.map((f) => `${f.kind}: ${f.value}`).join('; '),
      })),
    );
    return { resume: structuredClone(original), accepted: [], rejected, audit };
  }
  return { resume: result.resume, accepted: result.accepted, rejected, audit };
}
