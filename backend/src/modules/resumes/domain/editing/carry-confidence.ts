import type { JsonResume } from '../../../../shared/json-resume';

/** The value at a parser path such as "work[0].name" or "basics.email" (undefined when absent). */
export function valueAt(resume: JsonResume, path: string): unknown {
  let value: unknown = resume;
  for (const key of path.split(/[.[\]]+/u).filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The parser's confidence that still applies after an edit: a field the user changed has been
 * looked at, so its mark goes; an untouched one keeps it, so the editor still shows it first.
 */
export function carryConfidence(before: JsonResume, after: JsonResume, confidence: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(confidence).filter(([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path))),
  );
}
