import { detectLanguage } from '../../../../shared/language';
import type { JsonResume, StructuredResume } from '../../../../shared/json-resume';
import { toIsoDate } from '../parsing/dates';
import { csvRecords } from './csv';

/** The files of LinkedIn's data export the import reads; any may be missing (no such data). */
export const LINKEDIN_EXPORT_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Projects.csv',
  'Email Addresses.csv',
  'PhoneNumbers.csv',
] as const;
export type LinkedinExportFile = (typeof LINKEDIN_EXPORT_FILES)[number];

type Row = Record<string, string>;
const filled = (value: string | undefined): string | undefined => value?.trim() || undefined;
const date = (value: string | undefined): string | undefined => (filled(value) ? toIsoDate(value!) : undefined);
const URL_IN = /https?:\/\/[^\s,\]]+|www\.[^\s,\]]+/giu;

/** A description: bulleted or several lines become highlights, one paragraph stays a summary. */
function described(text: string | undefined): { summary?: string; highlights?: string[] } {
  const lines = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return {};
  if (lines.length === 1 && !/^[-•*–]\s/u.test(lines[0])) return { summary: lines[0] };
  return { highlights: lines.map((line) => line.replace(/^[-•*–]\s*/u, '')) };
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;

/**
 * LinkedIn's export as a structured resume, or null when the files are not one (neither a
 * Profile.csv nor a Positions.csv). Keys are the files' base names; an empty certificate URL is
 * simply no URL (a strict check there once rejected whole exports elsewhere).
 */
export function linkedinExportResume(files: ReadonlyMap<string, string>): StructuredResume | null {
  const rows = (name: LinkedinExportFile): Row[] => {
    const text = files.get(name);
    return text === undefined ? [] : csvRecords(text);
  };
  if (!files.has('Profile.csv') && !files.has('Positions.csv')) return null;
  const profile = rows('Profile.csv')[0] ?? {};
  const emails = rows('Email Addresses.csv');
  const email = emails.find((e) => /yes/i.test(e['Primary'] ?? '')) ?? emails[0];
  const phone = rows('PhoneNumbers.csv')[0];
  const websites = (profile['Websites'] ?? '').match(URL_IN) ?? [];

  const resume: JsonResume = defined({
    basics: defined({
      name:
        [profile['First Name'], profile['Last Name']]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(' ') || undefined,
      label: filled(profile['Headline']),
      email: filled(email?.['Email Address']),
      phone: filled(phone?.['Number']),
      url: websites[0],
      summary: filled(profile['Summary']),
      location: filled(profile['Geo Location']) ? { city: filled(profile['Geo Location']) } : undefined,
      profiles: websites.slice(1).map((url) => ({ url })),
    }),
    work: rows('Positions.csv').map((p) =>
      defined({
        name: filled(p['Company Name']),
        position: filled(p['Title']),
        location: filled(p['Location']),
        startDate: date(p['Started On']),
        endDate: date(p['Finished On']),
        ...described(p['Description']),
      }),
    ),
    education: rows('Education.csv').map((e) =>
      defined({
        institution: filled(e['School Name']),
        studyType: filled(e['Degree Name']),
        startDate: date(e['Start Date']),
        endDate: date(e['End Date']),
        courses: [e['Notes'], e['Activities']].map(filled).filter((v): v is string => Boolean(v)),
      }),
    ),
    skills: (() => {
      const names = rows('Skills.csv')
        .map((s) => filled(s['Name']))
        .filter((v): v is string => Boolean(v));
      return names.length ? [{ keywords: names }] : [];
    })(),
    languages: rows('Languages.csv').map((l) => defined({ language: filled(l['Name']), fluency: filled(l['Proficiency']) })),
    certificates: rows('Certifications.csv').map((c) =>
      defined({ name: filled(c['Name']), issuer: filled(c['Authority']), date: date(c['Started On']), url: filled(c['Url']) }),
    ),
    projects: rows('Projects.csv').map((p) =>
      defined({
        name: filled(p['Title']),
        description: filled(p['Description']),
        url: filled(p['Url']),
        startDate: date(p['Started On']),
        endDate: date(p['Finished On']),
      }),
    ),
  });
  const text = [profile['Headline'], profile['Summary'], ...rows('Positions.csv').map((p) => `${p['Title']} ${p['Description']}`)].join(
    ' ',
  );
  return { resume, language: detectLanguage(text), confidence: {}, warnings: [] };
}
