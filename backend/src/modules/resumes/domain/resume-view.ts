import { frenchTypography } from './french-typography';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { formatDate, formatDateRange } from './resume-dates';
import { SECTION_ORDER, sectionHeading, type SectionId } from './section-headings';

/**
 * One entry of a section, in reading order: the templates print these fields in exactly this order,
 * one line after the other, and the text round-trip gate expects the words in the same order.
 */
export interface ViewEntry {
  title?: string;
  subtitle?: string;
  dates?: string;
  location?: string;
  url?: string;
  summary?: string;
  bullets: string[];
  tags: string[];
}

export interface ViewSection {
  id: SectionId;
  heading: string;
  /** `lines`: one line per entry ("Languages (Expert): TypeScript · Go"), for short lists. */
  layout: 'entries' | 'lines';
  entries: ViewEntry[];
}

/** What the templates print: the resume with headings, dates and typography of its language. */
export interface ResumeView {
  language: ResumeLanguage;
  name: string;
  label?: string;
  contacts: string[];
  sections: ViewSection[];
  meta: { title: string; author: string; subject: string; keywords: string[] };
}

const SUBJECT: Record<ResumeLanguage, string> = { en: 'Resume', fr: 'CV' };
const LINE_SECTIONS: ReadonlySet<SectionId> = new Set(['skills', 'languages', 'interests']);
const LEVEL_SEPARATOR = ' — ';

type Text = string | undefined | null;
// Emoji and pictographs are dropped: ATS read them as noise, and no font we ship draws them, so
// they would come back from the PDF as nothing at all.
// Symbols such as © ® ™ ✓ are kept: fonts draw them.
// The joiner, variation selector and keycap mark are matched one by one (they are left over around
// the pictographs), hence alternatives rather than one character class.
const PICTOGRAPHS = /[\p{Emoji_Presentation}\u{1F000}-\u{1FAFF}]|\uFE0F|\u200D|\u20E3/gu;
const clean = (value: Text): string => (value ?? '').replace(PICTOGRAPHS, '').replace(/\s+/gu, ' ').trim();
const joined = (parts: Text[], separator = ', '): string => parts.map(clean).filter(Boolean).join(separator);
const nonEmpty = (values: Text[] | undefined): string[] => (values ?? []).map(clean).filter(Boolean);
const hasContent = (entry: ViewEntry): boolean =>
  Boolean(
    entry.title ||
    entry.subtitle ||
    entry.dates ||
    entry.location ||
    entry.url ||
    entry.summary ||
    entry.bullets.length ||
    entry.tags.length,
  );

/** Builds the view of a resume; sections and entries with nothing to print are left out. */
export function buildResumeView(resume: JsonResume, language: ResumeLanguage): ResumeView {
  const prose = (value: Text): string => (language === 'fr' ? frenchTypography(clean(value)) : clean(value));
  const proseList = (values: Text[] | undefined): string[] => nonEmpty(values).map(prose);
  const range = (start: Text, end: Text) => formatDateRange(start ?? undefined, end ?? undefined, language);
  const basics = resume.basics ?? {};
  const location = basics.location ?? {};

  const entries: Record<SectionId, ViewEntry[]> = {
    summary: [{ summary: prose(basics.summary), bullets: [], tags: [] }],
    work: (resume.work ?? []).map((w) => ({
      title: prose(w.position),
      subtitle: prose(w.name),
      dates: range(w.startDate, w.endDate),
      location: prose(w.location),
      url: clean(w.url),
      summary: prose(w.summary),
      bullets: proseList(w.highlights),
      tags: [],
    })),
    volunteer: (resume.volunteer ?? []).map((v) => ({
      title: prose(v.position),
      subtitle: prose(v.organization),
      dates: range(v.startDate, v.endDate),
      url: clean(v.url),
      summary: prose(v.summary),
      bullets: proseList(v.highlights),
      tags: [],
    })),
    education: (resume.education ?? []).map((e) => ({
      title: prose(joined([e.studyType, e.area], LEVEL_SEPARATOR)),
      subtitle: prose(e.institution),
      dates: range(e.startDate, e.endDate),
      url: clean(e.url),
      summary: prose(e.score),
      bullets: [],
      tags: proseList(e.courses),
    })),
    skills: (resume.skills ?? []).map((s) => {
      const tags = proseList(s.keywords);
      return { title: prose(lead(clean(s.level) ? `${clean(s.name)} (${clean(s.level)})` : s.name, tags.length > 0)), bullets: [], tags };
    }),
    projects: (resume.projects ?? []).map((p) => ({
      title: prose(p.name),
      subtitle: prose(joined([p.entity, ...(p.roles ?? [])])),
      dates: range(p.startDate, p.endDate),
      url: clean(p.url),
      summary: prose(p.description),
      bullets: proseList(p.highlights),
      tags: proseList(p.keywords),
    })),
    certificates: (resume.certificates ?? []).map((c) => ({
      title: prose(c.name),
      subtitle: prose(c.issuer),
      dates: formatDate(c.date, language),
      url: clean(c.url),
      bullets: [],
      tags: [],
    })),
    awards: (resume.awards ?? []).map((a) => ({
      title: prose(a.title),
      subtitle: prose(a.awarder),
      dates: formatDate(a.date, language),
      summary: prose(a.summary),
      bullets: [],
      tags: [],
    })),
    publications: (resume.publications ?? []).map((p) => ({
      title: prose(p.name),
      subtitle: prose(p.publisher),
      dates: formatDate(p.releaseDate, language),
      url: clean(p.url),
      summary: prose(p.summary),
      bullets: [],
      tags: [],
    })),
    languages: (resume.languages ?? []).map((l) => ({
      title: prose(lead(l.language, Boolean(clean(l.fluency)))),
      subtitle: prose(l.fluency),
      bullets: [],
      tags: [],
    })),
    interests: (resume.interests ?? []).map((i) => {
      const tags = proseList(i.keywords);
      return { title: prose(lead(i.name, tags.length > 0)), bullets: [], tags };
    }),
    references: (resume.references ?? []).map((r) => ({ title: prose(r.name), summary: prose(r.reference), bullets: [], tags: [] })),
  };

  const sections = SECTION_ORDER.map((id): ViewSection => ({
    id,
    heading: sectionHeading(id, language),
    layout: LINE_SECTIONS.has(id) ? 'lines' : 'entries',
    entries: gatherBareItems(entries[id].map(withoutEmptyFields).filter(hasContent), LINE_SECTIONS.has(id)),
  })).filter((section) => section.entries.length > 0);

  const name = clean(basics.name);
  const label = prose(basics.label) || undefined;
  const contacts = [
    clean(basics.email),
    clean(basics.phone),
    prose(joined([location.address, location.city, location.region, location.countryCode])),
    clean(basics.url),
    ...(basics.profiles ?? []).map((p) => clean(p.url) || joined([p.network, p.username], ': ')),
  ].filter(Boolean);
  const keywords = [...new Set((resume.skills ?? []).flatMap((s) => nonEmpty([s.name, ...(s.keywords ?? [])])))];
  return {
    language,
    name,
    label,
    contacts,
    sections,
    meta: { title: joined([name || SUBJECT[language], label], LEVEL_SEPARATOR), author: name, subject: SUBJECT[language], keywords },
  };
}

/** "Languages:" before what follows it on the same line; a colon with nothing after it is dropped. */
function lead(name: Text, followed: boolean): string {
  const text = clean(name);
  return text && followed ? `${text}:` : text;
}

/**
 * Skills and interests given one per item with nothing else ("Python", "SQL", ... as parsers and
 * many JSON Resumes write them) are gathered into one line of tags: thirty lines of one word each
 * would waste a page and read as a list of headings. Items with keywords keep their own line.
 */
function gatherBareItems(entries: ViewEntry[], lineSection: boolean): ViewEntry[] {
  if (!lineSection) return entries;
  const isBare = (e: ViewEntry) => Boolean(e.title) && !e.subtitle && e.tags.length === 0 && !e.summary && e.bullets.length === 0;
  const bare = entries.filter(isBare);
  if (bare.length < 2) return entries;
  const gathered: ViewEntry = { bullets: [], tags: bare.map((e) => e.title!) };
  const firstBare = entries.findIndex(isBare);
  const rest = entries.filter((e) => !isBare(e));
  return [...rest.slice(0, firstBare), gathered, ...rest.slice(firstBare)];
}

function withoutEmptyFields(entry: ViewEntry): ViewEntry {
  const kept = Object.entries(entry).filter(([, value]) => (Array.isArray(value) ? true : Boolean(value)));
  return Object.fromEntries(kept) as unknown as ViewEntry;
}

/** Every string the templates print, in reading order: the reference the round-trip gate checks against. */
export function viewTexts(view: ResumeView): string[] {
  const texts: Text[] = [view.name, view.label, ...view.contacts];
  for (const section of view.sections) {
    texts.push(section.heading);
    for (const e of section.entries) texts.push(e.title, e.subtitle, e.dates, e.location, e.url, e.summary, ...e.bullets, ...e.tags);
  }
  return texts.filter((t): t is string => Boolean(t));
}
