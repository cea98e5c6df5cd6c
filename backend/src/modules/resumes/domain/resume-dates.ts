import type { ResumeLanguage } from '../../../shared/json-resume';

const MONTHS: Record<ResumeLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // The abbreviations of the Imprimerie nationale; short months are never cut.
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
const ONGOING: Record<ResumeLanguage, string> = { en: 'Present', fr: 'aujourd’hui' };
// An en dash between spaces; the space before it must not break, so a range never starts a line with "–".
const RANGE = '\u00A0– ';

/**
 * "2020-01-15" and "2020-01" print as the month ("Jan 2020", "janv. 2020"), "2020" as the year.
 * Anything else (a free-text "Summer 2019") is printed as written rather than dropped.
 */
export function formatDate(value: string | undefined, language: ResumeLanguage): string {
  const raw = value?.trim() ?? '';
  const match = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?(?:T.*)?$/.exec(raw);
  if (!match) return raw;
  const [, year, month] = match;
  const index = month ? Number(month) - 1 : -1;
  return index >= 0 && index < 12 ? `${MONTHS[language][index]}\u00A0${year}` : year;
}

/** "Jan 2020 – Present": a start with no end is ongoing; an end alone is the date of the entry. */
export function formatDateRange(start: string | undefined, end: string | undefined, language: ResumeLanguage): string {
  const from = formatDate(start, language);
  const to = formatDate(end, language);
  if (!from) return to;
  if (!to) return `${from}${RANGE}${ONGOING[language]}`;
  return from === to ? from : `${from}${RANGE}${to}`;
}
