import type { JsonResume, StructuredResume } from '../../../../shared/json-resume';
import { detectLanguage } from '../../../../shared/language';
import { findDateRange } from '../parsing/dates';

/**
 * The text of LinkedIn's "Save to PDF" profile (read in order: the side column, Contact, Top
 * Skills, Languages, Certifications, then the name, headline, location and the main sections),
 * in English or French, as a structured resume. Null when it is not such a profile: those always
 * carry the member's linkedin.com/in/ address and at least one of the main sections.
 */
const SIDE: Record<string, 'contact' | 'skills' | 'languages' | 'certificates' | 'awards'> = {
  contact: 'contact',
  coordonnées: 'contact',
  'top skills': 'skills',
  'principales compétences': 'skills',
  languages: 'languages',
  langues: 'languages',
  certifications: 'certificates',
  'honors-awards': 'awards',
  'distinctions et prix': 'awards',
};
const MAIN: Record<string, 'summary' | 'experience' | 'education'> = {
  summary: 'summary',
  résumé: 'summary',
  experience: 'experience',
  expérience: 'experience',
  education: 'education',
  formation: 'education',
};
const PAGE = /^(page|pag\.?)\s+\d+\s+(of|sur|de)\s+\d+$/iu;
const DURATION = /\s*\([^)]*\)\s*$/u;
const looksLikePlace = (line: string) => line.length <= 80 && line.includes(',') && !/[.!?]$/u.test(line);

export function linkedinProfileResume(text: string): StructuredResume | null {
  const lines = text
    .split(/\r?\n|\f/u)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line && !PAGE.test(line));
  const heading = (line: string) => line.toLowerCase();
  const mainAt = lines.findIndex((line) => MAIN[heading(line)]);
  if (!/linkedin\.com\/in\//iu.test(text) || mainAt < 2) return null;

  // Identity: the lines just above the first main section (name, headline, maybe a location).
  const hasPlace = looksLikePlace(lines[mainAt - 1]);
  const nameAt = mainAt - (hasPlace ? 3 : 2);
  const name = lines[Math.max(0, nameAt)];
  const label = lines[mainAt - (hasPlace ? 2 : 1)];
  const side = sections(lines.slice(0, Math.max(0, nameAt)), SIDE);
  const main = sections(lines.slice(mainAt), MAIN);

  const contact = side.get('contact') ?? [];
  const email = contact.find((line) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/iu.test(line));
  const profile = contact.find((line) => /linkedin\.com\/in\//iu.test(line))?.replace(/\s*\(linkedin\)$/iu, '');
  const phone = contact.find((line) =>
    /^\+?[\d\s().-]{7,}$/u.test(line.replace(/\s*\((mobile|home|work|portable|domicile|travail)\)$/iu, '')),
  );

  const resume: JsonResume = {
    basics: {
      name,
      label,
      ...(email ? { email } : {}),
      ...(phone ? { phone: phone.replace(/\s*\([^)]*\)$/u, '') } : {}),
      ...(hasPlace ? { location: { city: lines[mainAt - 1] } } : {}),
      ...(main.get('summary')?.length ? { summary: main.get('summary')!.join(' ') } : {}),
      ...(profile ? { profiles: [{ network: 'LinkedIn', url: profile.startsWith('http') ? profile : `https://${profile}` }] } : {}),
    },
    work: experience(main.get('experience') ?? []),
    education: education(main.get('education') ?? []),
    skills: side.get('skills')?.length ? [{ keywords: side.get('skills')! }] : [],
    languages: (side.get('languages') ?? []).map((line) => {
      const m = line.match(/^(.*?)\s*\(([^)]+)\)$/u);
      return m ? { language: m[1], fluency: m[2] } : { language: line };
    }),
    certificates: (side.get('certificates') ?? []).map((certificate) => ({ name: certificate })),
    awards: (side.get('awards') ?? []).map((title) => ({ title })),
  };
  for (const key of ['work', 'education', 'skills', 'languages', 'certificates', 'awards'] as const)
    if (!resume[key]?.length) delete resume[key];
  return { resume, language: detectLanguage(lines.join(' ')), confidence: {}, warnings: [] };
}

function sections<K extends string>(lines: string[], headings: Record<string, K>): Map<K, string[]> {
  const found = new Map<K, string[]>();
  let current: K | undefined;
  for (const line of lines) {
    const id = headings[line.toLowerCase()];
    if (id) found.set((current = id), found.get(id) ?? []);
    else if (current) found.get(current)!.push(line);
  }
  return found;
}

const isDateLine = (line: string) => {
  const range = findDateRange(line);
  return Boolean(range) && line.replace(DURATION, '').replace(range!.matched, '').trim().length === 0;
};

/** Company, title, "January 2021 - Present (3 years)", maybe a place, then the description. */
function experience(lines: string[]): NonNullable<JsonResume['work']> {
  const dates = lines.map((line, i) => (isDateLine(line) ? i : -1)).filter((i) => i >= 2);
  return dates.map((at, k) => {
    const range = findDateRange(lines[at])!;
    const next = k + 1 < dates.length ? dates[k + 1] - 2 : lines.length;
    let body = lines.slice(at + 1, next);
    const location = body[0] && looksLikePlace(body[0]) ? body[0] : undefined;
    if (location) body = body.slice(1);
    return {
      name: lines[at - 2],
      position: lines[at - 1],
      ...(range.start ? { startDate: range.start } : {}),
      ...(range.end ? { endDate: range.end } : {}),
      ...(location ? { location } : {}),
      ...(body.length ? { highlights: body.map((line) => line.replace(/^[-•*–]\s*/u, '')) } : {}),
    };
  });
}

/** School, then "Degree, Field · (2015 - 2017)". */
function education(lines: string[]): NonNullable<JsonResume['education']> {
  const entries: NonNullable<JsonResume['education']> = [];
  for (let i = 1; i < lines.length; i++) {
    const m = lines[i].match(/^(.*?)\s*·\s*\((.*)\)$/u);
    if (!m) continue;
    const range = findDateRange(m[2]);
    const [studyType, ...area] = m[1].split(',').map((part) => part.trim());
    entries.push({
      institution: lines[i - 1],
      ...(studyType ? { studyType } : {}),
      ...(area.length ? { area: area.join(', ') } : {}),
      ...(range?.start ? { startDate: range.start } : {}),
      ...(range?.end ? { endDate: range.end } : {}),
    });
  }
  return entries;
}
