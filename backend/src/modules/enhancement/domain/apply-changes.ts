import type { JsonResume } from '../../../shared/json-resume';
import { ALLOWED_CHANGES, isStructural, type AllowedChange } from './allowed-changes';
import { answerPool, type ScopedAnswer } from './answers';
import { originalPool } from './fabrication-audit';
import { parsePointer, setAt, valueAt, type PointerSegment } from './json-pointer';
import type { RejectedChange, RejectCode, ResumeChange } from './resume-change';
import { resumeStrings } from './resume-strings';
import { fold, mentions } from './text-match';

/**
 * The gate every proposed change passes, whoever proposed it: the path is allowed for this
 * operation, exists in the original (an added summary or skill excepted), and `before` is the
 * original's text (or its order). Anything else is rejected with its reason, never applied.
 * Changes address the ORIGINAL resume: text first, then additions, then reorders and
 * de-duplications (deepest first), so no change shifts the indices another one uses.
 */
export interface GateResult {
  resume: JsonResume;
  accepted: ResumeChange[];
  rejected: RejectedChange[];
}

const MAX_TEXT = 1500;
const MAX_SKILL = 80;

/** How a list item reads in a diff: the text itself, or what identifies the entry. */
export function itemLabel(item: unknown): string {
  if (typeof item === 'string') return item;
  const o = (item ?? {}) as Record<string, unknown>;
  if (typeof o.position === 'string' || typeof o.organization === 'string')
    return [o.position, o.name ?? o.organization].filter(Boolean).join(' — ');
  if (typeof o.name === 'string' && o.name) return o.name;
  if (Array.isArray(o.keywords)) return o.keywords.join(', ');
  return typeof o.title === 'string' ? o.title : JSON.stringify(item);
}

const sameList = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

export function applyChanges(
  original: JsonResume,
  changes: readonly ResumeChange[],
  allowed: readonly AllowedChange[] = ALLOWED_CHANGES,
  answers: readonly ScopedAnswer[] = [],
): GateResult {
  const rejected: RejectedChange[] = [];
  const reject = (change: ResumeChange, code: RejectCode, detail?: string) => {
    rejected.push({ change, code, detail });
  };
  const pool = originalPool(original);
  const originalSkills = new Set(resumeStrings({ skills: original.skills }).map((s) => fold(s.text)));

  const texts: Array<{ change: ResumeChange; segments: PointerSegment[] }> = [];
  const appends: Array<{ change: ResumeChange; segments: PointerSegment[] }> = [];
  const structural = new Map<string, { reorder?: ResumeChange; dedupe?: ResumeChange; segments: PointerSegment[]; length: number }>();
  const seenText = new Set<string>();
  const appendedKeys = new Set<string>();

  for (const change of changes) {
    const segments = parsePointer(change.path);
    if (!segments) {
      reject(change, 'INVALID_CHANGE', 'malformed path');
      continue;
    }
    const rule = allowed.find((r) => r.pattern.test(change.path));
    if (!rule) {
      reject(change, 'PATH_NOT_ALLOWED');
      continue;
    }
    if (!rule.ops.includes(change.op) || (rule.sources && !rule.sources.includes(change.source))) {
      reject(change, 'OP_NOT_ALLOWED');
      continue;
    }

    if (isStructural(change.op)) {
      const list = valueAt(original, segments);
      if (!Array.isArray(list)) {
        reject(change, 'PATH_NOT_FOUND');
        continue;
      }
      const labels = list.map(itemLabel);
      if (!sameList(change.before, labels)) {
        reject(change, 'BEFORE_MISMATCH');
        continue;
      }
      const slot = structural.get(change.path) ?? { segments, length: list.length };
      const order = change.order;
      if (!Array.isArray(order) || !order.every((i) => Number.isInteger(i) && i >= 0) || new Set(order).size !== order.length) {
        reject(change, 'INVALID_CHANGE', 'order is not a list of distinct indices');
        continue;
      }
      if (change.op === 'reorder') {
        if (slot.reorder) {
          reject(change, 'DUPLICATE_PATH');
          continue;
        }
        const covers = labels.every((_, i) => order.includes(i)) && order.every((i) => i < list.length + 50);
        if (!covers) {
          reject(change, 'INVALID_CHANGE', 'order is not a permutation of the list');
          continue;
        }
        slot.reorder = change;
      } else {
        if (slot.dedupe) {
          reject(change, 'DUPLICATE_PATH');
          continue;
        }
        const increasing = order.every((i, k) => i < list.length && (k === 0 || i > order[k - 1]));
        if (!increasing || order.length >= list.length) {
          reject(change, 'INVALID_CHANGE', 'not a removal of items');
          continue;
        }
        slot.dedupe = change;
      }
      structural.set(change.path, slot);
      continue;
    }

    const after = change.after;
    if (typeof after !== 'string' || !after.trim() || after.length > MAX_TEXT) {
      reject(change, 'INVALID_CHANGE', 'empty or too long');
      continue;
    }
    if (/\/highlights\/\d+$/.test(change.path) && /[\r\n]/.test(after)) {
      reject(change, 'INVALID_CHANGE', 'a highlight is one line');
      continue;
    }

    if (change.op === 'replace') {
      const current = valueAt(original, segments);
      if (typeof current !== 'string') {
        reject(change, 'PATH_NOT_FOUND');
        continue;
      }
      if (change.before !== current) {
        reject(change, 'BEFORE_MISMATCH');
        continue;
      }
      if (after === current) {
        reject(change, 'INVALID_CHANGE', 'no change');
        continue;
      }
      if (seenText.has(change.path)) {
        reject(change, 'DUPLICATE_PATH');
        continue;
      }
      seenText.add(change.path);
      texts.push({ change, segments });
      continue;
    }

    // Additions: a missing summary, or a skill the resume evidences / the person confirmed.
    if (change.before !== null && change.before !== '') {
      reject(change, 'BEFORE_MISMATCH');
      continue;
    }
    if (change.path === '/basics/summary') {
      const current = original.basics?.summary;
      if (typeof current === 'string' && current.trim()) {
        reject(change, 'BEFORE_MISMATCH', 'a summary exists: replace it');
        continue;
      }
      if (seenText.has(change.path)) {
        reject(change, 'DUPLICATE_PATH');
        continue;
      }
      seenText.add(change.path);
      texts.push({ change, segments });
      continue;
    }
    const parent = segments.slice(0, -1);
    if (parent.length > 1 && !valueAt(original, parent.slice(0, 2))) {
      reject(change, 'PATH_NOT_FOUND');
      continue;
    }
    if (after.length > MAX_SKILL || /[\r\n]/.test(after)) {
      reject(change, 'INVALID_CHANGE', 'not a skill');
      continue;
    }
    const key = fold(after);
    if (originalSkills.has(key) || appendedKeys.has(key)) {
      reject(change, 'INVALID_CHANGE', 'already listed');
      continue;
    }
    const confirmedBy = change.source === 'answer' ? answerPool(answers, change.path) : undefined;
    const confirmed = !!confirmedBy && mentions(confirmedBy.text, after);
    if (!confirmed && !mentions(pool.text, after)) {
      reject(change, 'NOT_EVIDENCED');
      continue;
    }
    appendedKeys.add(key);
    appends.push({ change, segments });
  }

  // De-duplications on skills must leave every removed skill listed somewhere: checked on the result.
  for (let attempt = 0; attempt < 20; attempt++) {
    const resume = build(original, texts, appends, structural);
    const kept = new Set(resumeStrings({ skills: resume.skills }).map((s) => fold(s.text)));
    const lost = [...structural.values()]
      .map((slot) => slot.dedupe)
      .find((d) => {
        if (!d) return false;
        const list = valueAt(original, parsePointer(d.path)!) as unknown[];
        return list.some((item, i) => !d.order!.includes(i) && !kept.has(fold(itemLabel(item))));
      });
    if (lost) {
      reject(lost, 'INVALID_CHANGE', 'removes an item that is not a duplicate');
      structural.get(lost.path)!.dedupe = undefined;
      continue;
    }
    const accepted = [
      ...texts.map((t) => t.change),
      ...appends.map((a) => a.change),
      ...[...structural.values()].flatMap((slot) =>
        [slot.dedupe, slot.reorder].filter((c): c is ResumeChange => !!c).map((c) => withAfter(c, resume)),
      ),
    ];
    return { resume, accepted, rejected };
  }
  return {
    resume: structuredClone(original),
    accepted: [],
    rejected: [...rejected, ...changes.map((change) => ({ change, code: 'INVALID_CHANGE' as const }))],
  };
}

/** The labels of a structural change, as the result really has them. */
function withAfter(change: ResumeChange, resume: JsonResume): ResumeChange {
  const list = valueAt(resume, parsePointer(change.path)!);
  return Array.isArray(list) ? { ...change, after: list.map(itemLabel) } : change;
}

function build(
  original: JsonResume,
  texts: Array<{ change: ResumeChange; segments: PointerSegment[] }>,
  appends: Array<{ change: ResumeChange; segments: PointerSegment[] }>,
  structural: Map<string, { reorder?: ResumeChange; dedupe?: ResumeChange; segments: PointerSegment[]; length: number }>,
): JsonResume {
  const resume = structuredClone(original);
  for (const { change, segments } of texts) {
    if (change.path === '/basics/summary' && !resume.basics) resume.basics = {};
    setAt(resume, segments, change.after);
  }
  for (const { change, segments } of appends) {
    const parent = segments.slice(0, -1);
    if (!Array.isArray(valueAt(resume, parent))) setAt(resume, parent, []);
    setAt(resume, [...parent, '-'], parent.length === 1 ? { name: change.after } : change.after);
  }
  const slots = [...structural.values()].sort((a, b) => b.segments.length - a.segments.length);
  for (const slot of slots) {
    const list = valueAt(resume, slot.segments);
    if (!Array.isArray(list)) continue;
    const removed = new Set<number>();
    if (slot.dedupe) for (let i = 0; i < slot.length; i++) if (!slot.dedupe.order!.includes(i)) removed.add(i);
    const order = slot.reorder?.order ?? list.map((_, i) => i);
    const final = order.filter((i) => i < list.length && !removed.has(i));
    for (let i = 0; i < list.length; i++) if (!removed.has(i) && !final.includes(i)) final.push(i);
    setAt(
      resume,
      slot.segments,
      final.map((i) => list[i]),
    );
  }
  return resume;
}
