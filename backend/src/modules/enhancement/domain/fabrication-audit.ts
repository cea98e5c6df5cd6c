import type { JsonResume } from '../../../shared/json-resume';
import { answerPool, type ScopedAnswer } from './answers';
import { FactPool, unsupportedFacts } from './facts';
import { formatPointer, valueAt } from './json-pointer';
import { resumeStrings } from './resume-strings';
import { fold, mentions } from './text-match';

/**
 * The final gate on every engine's output, and what the evaluation counts: the result may state
 * nothing the original resume (or the person's answers) does not. Employers, titles, dates,
 * degrees and institutions must be the original entries, unchanged and all there; identity
 * fields untouched; every number (a percentage, money, "5+ years") and every name or degree word
 * in changed text must be written in the original or in an answer about that place.
 */
export type FindingKind =
  'identity' | 'section' | 'entries' | 'employer' | 'title' | 'date' | 'degree' | 'institution' | 'number' | 'name' | 'skill';

export interface AuditFinding {
  kind: FindingKind;
  path: string;
  value: string;
}

export interface FabricationAudit {
  ok: boolean;
  findings: AuditFinding[];
}

const IDENTITY = ['name', 'label', 'email', 'phone', 'url', 'image', 'location', 'profiles'] as const;

/** The fields that make an entry what it is; none may change, and no entry may appear or vanish. */
const ENTRY_KEYS: Record<string, string[]> = {
  work: ['name', 'position', 'startDate', 'endDate', 'location', 'url'],
  volunteer: ['organization', 'position', 'startDate', 'endDate', 'url'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'score', 'url', 'courses'],
  projects: ['name', 'startDate', 'endDate', 'url', 'entity', 'type', 'roles', 'keywords'],
  awards: ['title', 'date', 'awarder'],
  certificates: ['name', 'date', 'issuer', 'url'],
  publications: ['name', 'publisher', 'releaseDate', 'url'],
  languages: ['language', 'fluency'],
  interests: ['name', 'keywords'],
  references: ['name', 'reference'],
};

const DATE_KEYS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);
const norm = (v: unknown) => JSON.stringify(v ?? null);
const entryKey = (section: string, entry: unknown) =>
  norm(ENTRY_KEYS[section].map((k) => (entry as Record<string, unknown> | undefined)?.[k] ?? null));

/** Strings whose numbers are not claims (contacts, links): kept out of the number pool. */
const CONTACT_PATH = /^\/basics\/(?:email|phone|url|image|profiles)|\/url$/;

export function originalPool(original: JsonResume): FactPool {
  const strings = resumeStrings(original);
  return new FactPool(
    strings.map((s) => s.text),
    strings.filter((s) => !CONTACT_PATH.test(s.path)).map((s) => s.text),
  );
}

/** For each result entry, the original entry with the same key (entries may be reordered). */
function entryMapping(original: JsonResume, result: JsonResume, section: string): Map<number, number> {
  const map = new Map<number, number>();
  const source = ((original as Record<string, unknown>)[section] as unknown[] | undefined) ?? [];
  const target = ((result as Record<string, unknown>)[section] as unknown[] | undefined) ?? [];
  const keyOf =
    section === 'skills' ? (e: unknown) => fold(String((e as { name?: string })?.name ?? '')) : (e: unknown) => entryKey(section, e);
  const used = new Set<number>();
  target.forEach((entry, i) => {
    const key = keyOf(entry);
    const j = source.findIndex((s, k) => !used.has(k) && keyOf(s) === key);
    if (j >= 0) {
      used.add(j);
      map.set(i, j);
    }
  });
  return map;
}

export function auditFabrication(original: JsonResume, result: JsonResume, answers: readonly ScopedAnswer[] = []): FabricationAudit {
  const findings: AuditFinding[] = [];
  const o = original as Record<string, unknown>;
  const r = result as Record<string, unknown>;

  // Identity: who the person is and how to reach them.
  for (const key of IDENTITY) {
    if (norm(original.basics?.[key]) !== norm(result.basics?.[key])) {
      findings.push({ kind: 'identity', path: `/basics/${key}`, value: String(norm(result.basics?.[key])).slice(0, 80) });
    }
  }

  // Sections: none appears or vanishes (skills may appear only from a confirmed answer).
  const filled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');
  for (const section of new Set([...Object.keys(o), ...Object.keys(r)])) {
    if (section === 'basics' || section === 'meta' || section === '$schema') continue;
    const was = filled(o[section]);
    const is = filled(r[section]);
    if (was !== is && !(section === 'skills' && is && answers.length > 0))
      findings.push({ kind: 'section', path: `/${section}`, value: is ? 'added' : 'removed' });
  }

  // Entries: the same ones, unchanged in what identifies them.
  for (const section of Object.keys(ENTRY_KEYS)) {
    const before = (o[section] as unknown[] | undefined) ?? [];
    const after = (r[section] as unknown[] | undefined) ?? [];
    if (!Array.isArray(before) || !Array.isArray(after)) continue;
    if (before.length !== after.length)
      findings.push({ kind: 'entries', path: `/${section}`, value: `${before.length} -> ${after.length}` });
    const remaining = before.map((e) => entryKey(section, e));
    after.forEach((entry, i) => {
      const key = entryKey(section, entry);
      const at = remaining.indexOf(key);
      if (at >= 0) {
        remaining.splice(at, 1);
        return;
      }
      findings.push(...entryFindings(section, i, entry as Record<string, unknown>, before as Array<Record<string, unknown>>));
    });
  }

  // Text: every fact of every changed string is stated in the original or an answer about that place.
  const pool = originalPool(original);
  const mappings = new Map(['work', 'volunteer', 'projects', 'education', 'skills'].map((s) => [s, entryMapping(original, result, s)]));
  const originalSkills = new Set(resumeStrings({ skills: original.skills }).map((s) => fold(s.text)));
  for (const s of resumeStrings(result)) {
    const [section, index, field] = s.segments;
    if (section === 'basics' && IDENTITY.includes(index as (typeof IDENTITY)[number])) continue;
    if (ENTRY_KEYS[section as string] && typeof field === 'string' && ENTRY_KEYS[section as string].includes(field)) continue;
    if (typeof field === 'string' && DATE_KEYS.has(field)) continue;
    const mapped = [...s.segments];
    if (typeof index === 'number' && mappings.has(section as string)) {
      const j = mappings.get(section as string)?.get(index);
      if (j !== undefined) mapped[1] = j;
    }
    const originalPath = formatPointer(mapped);
    if (valueAt(original, mapped) === s.text) continue;
    const extra = answerPool(answers, originalPath);
    if (section === 'skills') {
      const key = fold(s.text);
      const confirmed = extra ? mentions(extra.text, s.text) : false;
      if (!originalSkills.has(key) && !mentions(pool.text, s.text) && !confirmed)
        findings.push({ kind: 'skill', path: s.path, value: s.text });
      continue;
    }
    for (const f of unsupportedFacts(s.text, pool, extra)) findings.push({ kind: f.kind, path: s.path, value: f.value });
  }
  return { ok: findings.length === 0, findings };
}

function entryFindings(section: string, i: number, entry: Record<string, unknown>, before: Array<Record<string, unknown>>): AuditFinding[] {
  const out: AuditFinding[] = [];
  const path = `/${section}/${i}`;
  const known = (key: string) => new Set(before.map((b) => norm(b[key])));
  const check = (key: string, kind: FindingKind) => {
    if (!known(key).has(norm(entry[key]))) out.push({ kind, path: `${path}/${key}`, value: String(entry[key] ?? '') });
  };
  if (section === 'work' || section === 'volunteer') {
    check(section === 'work' ? 'name' : 'organization', 'employer');
    check('position', 'title');
    check('startDate', 'date');
    check('endDate', 'date');
  } else if (section === 'education') {
    check('institution', 'institution');
    check('studyType', 'degree');
    check('area', 'degree');
    check('startDate', 'date');
    check('endDate', 'date');
  }
  if (out.length === 0) out.push({ kind: 'entries', path, value: 'entry changed' });
  return out;
}
