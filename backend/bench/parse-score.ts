import type { JsonResume } from '../src/shared/json-resume';
import { foldAccents } from '../src/shared/text';
import type { Truth } from './corpus-ground-truth';

/** Field-level scoring shared by bench:parse (corpus) and bench:parse:generated (known answers). */
const fold = (s?: string) =>
  foldAccents(s ?? '')
    .replace(/[^a-z0-9@.+]+/g, ' ')
    .trim();
const digits = (s?: string) => (s ?? '').replace(/\D/g, '');
const similar = (a?: string, b?: string) => {
  const x = fold(a);
  const y = fold(b);
  return !!x && !!y && (x === y || x.includes(y) || y.includes(x));
};

export type Score = { hit: number; total: number };
export const FIELDS = ['name', 'email', 'phone', 'workCount', 'company', 'position', 'dates', 'educationCount', 'skills'] as const;
export type Field = (typeof FIELDS)[number];

export function score(truth: Truth, got: JsonResume): Partial<Record<Field, Score>> {
  const s: Partial<Record<Field, Score>> = {};
  const b = got.basics ?? {};
  if (truth.name) s.name = { hit: fold(b.name) === fold(truth.name) ? 1 : 0, total: 1 };
  if (truth.email) s.email = { hit: fold(b.email) === fold(truth.email) ? 1 : 0, total: 1 };
  if (truth.phone) s.phone = { hit: digits(b.phone) === digits(truth.phone) ? 1 : 0, total: 1 };
  if (truth.work) {
    const work = got.work ?? [];
    s.workCount = { hit: work.length === truth.work.length ? 1 : 0, total: 1 };
    const company = { hit: 0, total: 0 };
    const position = { hit: 0, total: 0 };
    const dates = { hit: 0, total: 0 };
    truth.work.forEach((t, i) => {
      // Employer first: one person often holds the same title at several employers.
      const match =
        work.find((w) => similar(w.name, t.company) && similar(w.position, t.position)) ??
        work.find((w) => similar(w.name, t.company)) ??
        work.find((w) => similar(w.position, t.position)) ??
        work[i];
      if (t.company) {
        company.total++;
        if (work.some((w) => similar(w.name, t.company))) company.hit++;
      }
      if (t.position) {
        position.total++;
        if (work.some((w) => similar(w.position, t.position))) position.hit++;
      }
      if (t.startDate) {
        dates.total++;
        const month = t.startDate.slice(0, 7);
        if (match?.startDate && (match.startDate === month || (match.startDate.length === 4 && month.startsWith(match.startDate))))
          dates.hit++;
      }
    });
    if (company.total) s.company = company;
    if (position.total) s.position = position;
    if (dates.total) s.dates = dates;
  }
  if (truth.educationCount !== undefined && truth.educationCount > 0)
    s.educationCount = { hit: (got.education ?? []).length === truth.educationCount ? 1 : 0, total: 1 };
  if (truth.skills?.length) {
    const found = fold(JSON.stringify(got.skills ?? []));
    s.skills = { hit: truth.skills.filter((k) => found.includes(fold(k))).length, total: truth.skills.length };
  }
  return s;
}

export const pct = (s?: Score) => (s && s.total ? `${Math.round((100 * s.hit) / s.total)}% (${s.total})` : '—');
export const quantile = (xs: number[], q: number) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.min(a.length - 1, Math.floor(q * a.length))] : 0;
};

export type Group = { scores: Partial<Record<Field, Score>>; times: number[]; docs: number };

export function addScores(group: Group, s: Partial<Record<Field, Score>>, ms: number): void {
  group.docs++;
  group.times.push(ms);
  for (const [field, value] of Object.entries(s) as Array<[Field, Score]>) {
    const acc = group.scores[field] ?? { hit: 0, total: 0 };
    group.scores[field] = { hit: acc.hit + value.hit, total: acc.total + value.total };
  }
}

export const failedScores = (): Partial<Record<Field, Score>> => Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 1 }]));

/** One table row per group, plus "all": percent correct (number scored) and p50/p95 times. */
export function printTable(groups: Map<string, Group>, fields: readonly Field[] = FIELDS, label = 'group'): Group {
  const total: Group = { scores: {}, times: [], docs: 0 };
  for (const g of groups.values()) {
    total.docs += g.docs;
    total.times.push(...g.times);
    for (const [f, v] of Object.entries(g.scores) as Array<[Field, Score]>) {
      const acc = total.scores[f] ?? { hit: 0, total: 0 };
      total.scores[f] = { hit: acc.hit + v.hit, total: acc.total + v.total };
    }
  }
  const header = [label, 'docs', ...fields, 'p50 ms', 'p95 ms'];
  const rows = [...[...groups.entries()].sort(), ['all', total] as const].map(([key, g]) => [
    key,
    String(g.docs),
    ...fields.map((f) => pct(g.scores[f])),
    quantile(g.times, 0.5).toFixed(0),
    quantile(g.times, 0.95).toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  return total;
}
