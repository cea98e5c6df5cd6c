/**
 * Dates as resumes write them, in English and French, to JSON Resume's ISO form:
 * "Jan 2020 - Present", "janv. 2020 – aujourd'hui", "2019 - présent", "09/2018", "03.2024 - 12.2025",
 * "Summer 2019", "2016".
 */
import { foldAccents as fold } from '../../../../shared/text';

export interface DateRange {
  start?: string;
  end?: string;
  ongoing: boolean;
  /** The text matched, to remove it from the line it was found in. */
  matched: string;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  janvier: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  mar: 3,
  march: 3,
  mars: 3,
  apr: 4,
  april: 4,
  avr: 4,
  avril: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juin: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  aou: 8,
  aout: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
};

const MONTH_WORD =
  '(?:jan(?:uary|v(?:ier)?)?|f[eé]v(?:r(?:ier)?)?|feb(?:ruary)?|mar(?:ch|s)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|july?|juil(?:let)?|aug(?:ust)?|ao[uû]t?|sept?(?:ember|embre)?|oct(?:ober|obre)?|nov(?:ember|embre)?|d[eé]c(?:ember|embre)?)\\.?';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const POINT = `(?:${MONTH_WORD}\\s*,?\\s*${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.\\-]\\s*${YEAR}|${YEAR}\\s*[/.\\-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])|(?:summer|spring|fall|autumn|winter|été|printemps|automne|hiver)\\s+${YEAR}|${YEAR})`;
const ONGOING =
  "(?:present|current|currently|now|today|ongoing|to date|aujourd['’]hui|pr[eé]sent|actuel(?:lement)?|ce jour|en cours|maintenant)";
const SEP = "\\s*(?:-|–|—|−|to|à|au|jusqu['’]?(?:à|en)|until|till|>|→)\\s*";
// Not inside a word: "La Netscouade 10/2012" keeps its "de", "Lemar 2019" is no month.
const RANGE = new RegExp(`(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:(?:from|de|du|depuis|since)\\s+)?(${POINT})(?:${SEP}(${POINT}|${ONGOING}))?`, 'i');
const ONGOING_RE = new RegExp(`^${ONGOING}$`, 'i');

/** One date to ISO: "2020-01", "2019", or undefined. */
export function toIsoDate(raw: string): string | undefined {
  const text = fold(raw.trim()).replace(/\s+/g, ' ');
  let m = text.match(/^([a-z]+)\.?\s*,?\s*(\d{4})$/);
  if (m && MONTHS[m[1]]) return `${m[2]}-${String(MONTHS[m[1]]).padStart(2, '0')}`;
  m = text.match(/^(\d{1,2})\s*[/.-]\s*(\d{4})$/);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = text.match(/^(\d{4})\s*[/.-]\s*(\d{1,2})$/);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${m[1]}-${m[2].padStart(2, '0')}`;
  m = text.match(/(\d{4})$/);
  return m ? m[1] : undefined;
}

/** The first date or date range in a line, or null. */
export function findDateRange(line: string): DateRange | null {
  const m = line.match(RANGE);
  if (!m) return null;
  const [matched, from, to] = m;
  // A lone 4-digit number is a year only if nothing suggests otherwise (a phone, a count, a postcode).
  if (!to && /^\d{4}$/.test(from.trim())) {
    const index = m.index ?? 0;
    const before = line.slice(Math.max(0, index - 1), index);
    const after = line.slice(index + matched.length, index + matched.length + 1);
    if (/[\d+]/.test(before) || /\d/.test(after)) return null;
  }
  const ongoing = !!to && ONGOING_RE.test(fold(to.trim()).replace(/’/g, "'"));
  return { start: toIsoDate(from), end: to && !ongoing ? toIsoDate(to) : undefined, ongoing, matched };
}

/** True when a line is mostly a date range (a "dates column" cell, "2019 – 2021"). */
export function isDateOnly(line: string): boolean {
  const range = findDateRange(line);
  return !!range && line.replace(range.matched, '').replace(/[\s|,;:()–—-]/g, '').length <= 2;
}
