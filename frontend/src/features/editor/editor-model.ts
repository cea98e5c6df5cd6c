import type { JsonResumeContent } from '@atelier/contracts';

/**
 * The editor's model, plain and immutable: the structured resume (JSON Resume) and what may be
 * done to it. Every change returns a new resume, so undo and redo are a list of past values.
 */
export type Content = JsonResumeContent;
export type ListSection =
  'work' | 'education' | 'skills' | 'languages' | 'certificates' | 'projects' | 'volunteer' | 'awards' | 'interests';
export type Entry = Record<string, unknown>;

/** How each field is edited: a line, a paragraph, a date (ISO, partial) or a list of lines. */
export type FieldKind = 'line' | 'text' | 'date' | 'list' | 'email' | 'tel' | 'url';
export interface FieldSpec {
  key: string;
  kind: FieldKind;
}

export const BASICS_FIELDS: FieldSpec[] = [
  { key: 'name', kind: 'line' },
  { key: 'label', kind: 'line' },
  { key: 'email', kind: 'email' },
  { key: 'phone', kind: 'tel' },
  { key: 'url', kind: 'url' },
  { key: 'location.city', kind: 'line' },
  { key: 'location.countryCode', kind: 'line' },
];

const dates: FieldSpec[] = [
  { key: 'startDate', kind: 'date' },
  { key: 'endDate', kind: 'date' },
];

/** The fields of an entry of each list section, in the order the editor shows them. */
export const SECTION_FIELDS: Record<ListSection, FieldSpec[]> = {
  work: [
    { key: 'position', kind: 'line' },
    { key: 'name', kind: 'line' },
    { key: 'location', kind: 'line' },
    ...dates,
    { key: 'url', kind: 'url' },
    { key: 'summary', kind: 'text' },
    { key: 'highlights', kind: 'list' },
  ],
  education: [
    { key: 'institution', kind: 'line' },
    { key: 'studyType', kind: 'line' },
    { key: 'area', kind: 'line' },
    ...dates,
    { key: 'score', kind: 'line' },
    { key: 'courses', kind: 'list' },
  ],
  skills: [
    { key: 'name', kind: 'line' },
    { key: 'level', kind: 'line' },
    { key: 'keywords', kind: 'list' },
  ],
  languages: [
    { key: 'language', kind: 'line' },
    { key: 'fluency', kind: 'line' },
  ],
  certificates: [
    { key: 'name', kind: 'line' },
    { key: 'issuer', kind: 'line' },
    { key: 'date', kind: 'date' },
    { key: 'url', kind: 'url' },
  ],
  projects: [
    { key: 'name', kind: 'line' },
    { key: 'description', kind: 'text' },
    ...dates,
    { key: 'url', kind: 'url' },
    { key: 'highlights', kind: 'list' },
    { key: 'keywords', kind: 'list' },
  ],
  volunteer: [
    { key: 'position', kind: 'line' },
    { key: 'organization', kind: 'line' },
    ...dates,
    { key: 'url', kind: 'url' },
    { key: 'summary', kind: 'text' },
    { key: 'highlights', kind: 'list' },
  ],
  awards: [
    { key: 'title', kind: 'line' },
    { key: 'awarder', kind: 'line' },
    { key: 'date', kind: 'date' },
    { key: 'summary', kind: 'text' },
  ],
  interests: [
    { key: 'name', kind: 'line' },
    { key: 'keywords', kind: 'list' },
  ],
};

export const LIST_SECTIONS = Object.keys(SECTION_FIELDS) as ListSection[];

/** A path into the resume: keys and indexes, e.g. ['work', 0, 'highlights', 2]. */
export type Path = ReadonlyArray<string | number>;

/** "work[0].highlights[2]": the parser's way of naming a field (its confidence map uses it). */
export function pathName(path: Path): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** Splits "location.city" into ['location', 'city']. */
export const keyPath = (key: string): string[] => key.split('.');

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A copy with `value` at `path`; objects and arrays on the way are created or copied, never changed. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base: unknown = root ?? (typeof head === 'number' ? [] : {});
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  const next = setAt(copy[head], rest, value);
  // An emptied field is dropped; an emptied list item stays (a highlight just added is "").
  if (Array.isArray(copy)) copy[head] = next ?? '';
  else if (next === undefined || next === '') delete copy[head];
  else copy[head] = next;
  return copy as T;
}

/** The list at `path` (an empty one when absent). */
const listAt = (root: Content, path: Path): unknown[] => {
  const found = getAt(root, path);
  return Array.isArray(found) ? found : [];
};

export function insertAt(root: Content, path: Path, item: unknown): Content {
  return setAt(root, path, [...listAt(root, path), item]);
}

export function removeAt(root: Content, path: Path, index: number): Content {
  const list = listAt(root, path).filter((_, i) => i !== index);
  return setAt(root, path, list.length ? list : undefined);
}

/** Moves item `index` one place up (-1) or down (+1); at an end nothing moves. */
export function moveAt(root: Content, path: Path, index: number, by: -1 | 1): Content {
  const list = [...listAt(root, path)];
  const to = index + by;
  if (to < 0 || to >= list.length) return root;
  [list[index], list[to]] = [list[to], list[index]];
  return setAt(root, path, list);
}

/** Fields below `threshold` confidence, least sure first: what the user should check first. */
export function uncertainFields(confidence: Record<string, number>, threshold = 0.6): Array<{ path: string; confidence: number }> {
  return Object.entries(confidence)
    .filter(([, value]) => value < threshold)
    .sort(([, a], [, b]) => a - b)
    .map(([path, value]) => ({ path, confidence: value }));
}

/** The DOM id of a field's input, from its parser path ("work[0].name" -> "field-work-0-name"). */
export const fieldId = (path: string): string => `field-${path.replace(/[[\].]+/gu, '-').replace(/-$/u, '')}`;
