import { fold } from './text-match';

/**
 * The facts a sentence states, as the fabrication audit counts them: numbers (with what they
 * measure: a percentage, money, a duration), degree words, and names (capitalised words that are
 * not the first of a sentence, acronyms, mixed case such as "PhD" or "iOS").
 */
export type NumberUnit = '' | 'percent' | 'money' | 'years' | 'months' | 'time' | 'times';

export interface NumberFact {
  raw: string;
  value: string;
  unit: NumberUnit;
}

const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])([$€£¥]\s?)?(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+)(?:[.,](\d+))?` +
    String.raw`(\s?(?:%|percent\b|per cent\b|pour\s?cent\b|k€|k\$|m€|m\$|[kK](?![\p{L}])|[mM](?![\p{L}])|bn\b|md\b|millions?\b|milliards?\b|billions?\b|thousand\b|€|\$|£|eur\b|euros?\b|usd\b|dollars?\b|x(?![\p{L}])))?` +
    String.raw`(\s?\+)?(\s*(?:\+\s*)?(?:de\s+|d['’])?(?:years?|yrs?|ans?|années?|annees?|months?|mois|weeks?|semaines?|days?|jours?|hours?|heures?|h|minutes?|min))?(?![\p{L}\p{N}])`,
  'gu',
);

function unitOf(prefix: string | undefined, unit: string | undefined, duration: string | undefined): NumberUnit {
  const u = (unit ?? '').trim().toLowerCase();
  const d = fold(duration ?? '')
    .replace(/^\+\s*/, '')
    .replace(/^(?:de |d')/, '');
  if (/%|cent/.test(u)) return 'percent';
  if (prefix || /[€$£]|eur|usd|dollar/.test(u)) return 'money';
  if (u === 'x') return 'times';
  if (/^(?:years?|yrs?|ans?|annees?)$/.test(d)) return 'years';
  if (/^(?:months?|mois)$/.test(d)) return 'months';
  if (d) return 'time';
  return '';
}

function magnitude(unit: string | undefined): string {
  const u = (unit ?? '').trim().toLowerCase();
  if (/^k/.test(u) || u === 'thousand') return 'k';
  if (/^m(?!d)/.test(u) || u.startsWith('million')) return 'm';
  if (/^(?:bn|md|milliard|billion)/.test(u)) return 'b';
  return '';
}

export function numberFacts(text: string): NumberFact[] {
  const out: NumberFact[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const whole = m[2].replace(/[,.\u00a0\u202f ]/g, '');
    const value = `${String(Number(whole))}${m[3] && Number(m[3]) !== 0 ? `.${m[3].replace(/0+$/, '')}` : ''}${magnitude(m[4])}`;
    out.push({ raw: m[0].trim(), value, unit: unitOf(m[1], m[4], m[6]) });
  }
  return out;
}

const DEGREE_WORDS = new Set([
  'phd',
  'ph.d',
  'doctorate',
  'doctorat',
  'doctoral',
  'mba',
  'msc',
  'm.sc',
  'bsc',
  'b.sc',
  'master',
  'masters',
  "master's",
  'mastere',
  'bachelor',
  'bachelors',
  "bachelor's",
  'licence',
  'bts',
  'dut',
  'deug',
  'dea',
  'dess',
  'diplome',
  'diplomee',
  'diploma',
  'baccalaureat',
  'bac',
  'certified',
  'certifie',
  'certifiee',
  'certification',
  'certificate',
  'certificat',
  'graduated',
  'graduate',
  'alumnus',
  'alumni',
]);

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}&+#.'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
const SEGMENT_BREAK = /[.!?:;•|()[\]\n–—"«»]\s*$/u;

/** Degree and certification words, folded. */
export function degreeWords(text: string): string[] {
  return [...fold(text).matchAll(TOKEN)].map((m) => m[0].replace(/['’]s$/, "'s")).filter((w) => DEGREE_WORDS.has(w));
}

/**
 * Words that read as names: capitalised inside a sentence, or with capitals past their first
 * letter anywhere ("PhD", "AWS", "McKinsey"). A sentence's first word is usually a verb and is
 * left to the other checks unless it has inner capitals.
 */
export function nameWords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0];
    const index = m.index ?? 0;
    if (!/\p{Lu}/u.test(token)) continue;
    const innerCapitals = /\p{Lu}/u.test(token.slice(1));
    const before = text.slice(0, index);
    const sentenceStart = before.trim() === '' || SEGMENT_BREAK.test(before) || /[.!?]['"’»)]?\s+$/.test(before);
    if (innerCapitals || !sentenceStart) out.push(token);
  }
  return out;
}

/** A word's pieces as the pool stores them ("Node.js" -> node, js). */
export const wordPieces = (token: string) =>
  fold(token)
    .replace(/'s$/, '')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** What the original resume (or an answer) states: the ground every result is checked against. */
export class FactPool {
  readonly words = new Set<string>();
  readonly numbers = new Map<string, Set<NumberUnit>>();
  text = '';

  constructor(texts: string[] = [], numberTexts: string[] = texts) {
    this.add(texts, numberTexts);
  }

  add(texts: string[], numberTexts: string[] = texts): this {
    for (const text of texts) {
      const folded = fold(text);
      this.text += `\n${folded}`;
      for (const piece of folded.split(/[^\p{L}\p{N}+#]+/u)) if (piece) this.words.add(piece);
    }
    for (const text of numberTexts) {
      for (const n of numberFacts(text)) this.addNumber(n.value, n.unit);
      // Dates ("2019-03") state years; a year is as good as written.
      for (const y of text.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? []) this.addNumber(String(Number(y)), '');
    }
    return this;
  }

  private addNumber(value: string, unit: NumberUnit) {
    const units = this.numbers.get(value) ?? new Set<NumberUnit>();
    units.add(unit);
    this.numbers.set(value, units);
  }

  /** A number is supported when the same value is stated with the same meaning; a bare number by any mention. */
  hasNumber(fact: NumberFact): boolean {
    const units = this.numbers.get(fact.value);
    if (!units) return false;
    return fact.unit === '' || units.has(fact.unit);
  }

  hasWord(token: string): boolean {
    const pieces = wordPieces(token);
    return pieces.length > 0 && pieces.every((p) => this.words.has(p));
  }
}

export interface UnsupportedFact {
  kind: 'number' | 'degree' | 'name';
  value: string;
}

/** The facts of a text that neither the pool nor the extra texts (answers in scope) state. */
export function unsupportedFacts(text: string, pool: FactPool, extra?: FactPool): UnsupportedFact[] {
  const out: UnsupportedFact[] = [];
  const has = (check: (p: FactPool) => boolean) => check(pool) || (extra ? check(extra) : false);
  for (const n of numberFacts(text)) if (!has((p) => p.hasNumber(n))) out.push({ kind: 'number', value: n.raw });
  for (const d of degreeWords(text)) if (!has((p) => p.words.has(d) || p.hasWord(d))) out.push({ kind: 'degree', value: d });
  for (const w of nameWords(text)) if (!has((p) => p.hasWord(w))) out.push({ kind: 'name', value: w });
  return out;
}
