/** The ways resumes write a period; each generated document uses one. */
export type DateStyle = 'month-name' | 'numeric' | 'iso' | 'year-only' | 'short-month';

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};
const SHORT = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
export const DATE_STYLES: DateStyle[] = ['month-name', 'numeric', 'iso', 'year-only', 'short-month'];

function one(date: string, style: DateStyle, language: 'en' | 'fr'): string {
  const [y, m] = date.split('-');
  if (!m || style === 'year-only') return y;
  const i = Number(m) - 1;
  if (style === 'month-name') return `${MONTHS[language][i]} ${y}`;
  if (style === 'short-month') return `${SHORT[language][i]} ${y}`;
  if (style === 'numeric') return `${m}/${y}`;
  return `${y}-${m}`;
}

export function period(start: string | undefined, end: string | undefined, style: DateStyle, language: 'en' | 'fr'): string {
  const present = language === 'en' ? 'Present' : 'aujourd’hui';
  const from = start ? one(start, style, language) : '';
  const to = end ? one(end, style, language) : present;
  if (!from) return to;
  return style === 'iso' ? `${from} - ${to}` : `${from} – ${to}`;
}
