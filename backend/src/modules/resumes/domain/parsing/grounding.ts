import type { JsonResume } from '../../../../shared/json-resume';

const DATE_KEYS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);
const norm = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[’‘`]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Is a value from a model present in the document? Dates by their year, phones by their digits. */
function grounded(key: string, value: string, text: string, digits: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (DATE_KEYS.has(key)) return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(v) && text.includes(v.slice(0, 4));
  if (key === 'phone') return v.replace(/\D/g, '').length >= 6 && digits.includes(v.replace(/\D/g, ''));
  if (key === 'url')
    return text.includes(
      norm(v)
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, ''),
    );
  return text.includes(norm(v).replace(/[.;,:]+$/, ''));
}

/**
 * Keeps from a model's answer only what the document says. Every string must appear in the
 * extracted text (dates: their year; phones: their digits); anything else is dropped and
 * reported. This is the gate that stops a model inventing employers, titles or figures.
 */
export function groundResume(candidate: JsonResume, sourceText: string): { resume: JsonResume; dropped: string[] } {
  const text = norm(sourceText);
  const digits = sourceText.replace(/\D/g, '');
  const dropped: string[] = [];
  const walk = (value: unknown, key: string, path: string): unknown => {
    if (typeof value === 'string') {
      if (grounded(key, value, text, digits)) return value;
      dropped.push(path);
      return undefined;
    }
    if (Array.isArray(value)) {
      const kept = value
        .map((v, i) => walk(v, key, `${path}[${i}]`))
        .filter((v) => v !== undefined && !(typeof v === 'object' && v && !Object.keys(v).length));
      return kept.length ? kept : undefined;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value)
        .map(([k, v]) => [k, walk(v, k, path ? `${path}.${k}` : k)] as const)
        .filter(([, v]) => v !== undefined);
      return entries.length ? Object.fromEntries(entries) : undefined;
    }
    return undefined; // numbers, booleans: JSON Resume has none we need from a model
  };
  return { resume: (walk(candidate, '', '') ?? {}) as JsonResume, dropped };
}

/**
 * The heuristic parse stays the baseline: a grounded refinement fills what it lacks and replaces
 * a section only when it finds at least as many entries.
 */
export function mergeRefinement(baseline: JsonResume, refined: JsonResume): JsonResume {
  const merged: JsonResume = { ...baseline, basics: { ...refined.basics, ...stripEmpty(baseline.basics ?? {}) } };
  for (const key of Object.keys(refined) as Array<keyof JsonResume>) {
    if (key === 'basics') continue;
    const ours = baseline[key];
    const theirs = refined[key];
    if (Array.isArray(theirs) && (!Array.isArray(ours) || theirs.length >= ours.length)) (merged as Record<string, unknown>)[key] = theirs;
  }
  return merged;
}

function stripEmpty<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
