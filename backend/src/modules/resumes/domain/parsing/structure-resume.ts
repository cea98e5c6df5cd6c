import type { JsonResume, ParseWarning, StructuredResume } from '../../../../shared/json-resume';
import { readBasics } from './basics';
import { cleanLines, isBullet, withoutBullet } from './clean-lines';
import { splitEntries } from './entries';
import { looksLikeDegree, looksLikeSchool } from './job-words';
import { detectLanguage } from '../../../../shared/language';
import type { LayoutDocument, LayoutLine } from './layout';
import { toDatedItems, toInterests, toLanguages, toSkills } from './lists';
import { headingKind, type SectionKind } from './section-headings';
import { toEducation, toWork } from './work';

interface Section {
  kind: SectionKind | 'top' | 'other';
  heading?: string;
  lines: LayoutLine[];
}

/**
 * A heading line: a known section name, short, not a bullet, and not the lower-case end of a
 * sentence ("...my strong communication" / "skills."), which would cut the paragraph short.
 */
function sectionOf(line: LayoutLine): SectionKind | null {
  if (isBullet(line) || line.text.split(/\s+/).length > 6 || /^\p{Ll}.*\.$/u.test(line.text.trim())) return null;
  return headingKind(line.text);
}

/**
 * Cuts the lines into sections at their headings; what comes before the first heading is "top".
 * Two-column pages are read column by column, and each column carries its own open section: the
 * main column's name and title, after a sidebar's "Languages", are the top of the resume, not
 * languages. A later single-column page continues the column that held the most text.
 */
function sections(lines: LayoutLine[]): Section[] {
  const out: Section[] = [{ kind: 'top', lines: [] }];
  const open = new Map<number, Section>([[0, out[0]]]);
  const counts = new Map<number, number>();
  const twoColumnPages = new Set(lines.filter((l) => (l.column ?? 0) > 0).map((l) => l.page));
  const mainColumn = () => [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  for (const line of lines) {
    const column = twoColumnPages.has(line.page) ? (line.column ?? 0) : mainColumn();
    counts.set(column, (counts.get(column) ?? 0) + 1);
    const kind = sectionOf(line);
    if (kind) {
      const section: Section = { kind, heading: line.text, lines: [] };
      out.push(section);
      open.set(column, section);
      continue;
    }
    let section = open.get(column);
    if (!section) {
      section = { kind: 'top', lines: [] };
      out.push(section);
      open.set(column, section);
    }
    section.lines.push(line);
  }
  return out;
}

/**
 * The heuristic parse: layout lines to a structured resume (JSON Resume + language, confidence,
 * warnings). Pure and deterministic; it only ever copies text that is in the document.
 */
export function structureResume(document: LayoutDocument): StructuredResume {
  const lines = cleanLines(document.lines);
  const allText = lines.map((l) => l.text).join('\n');
  const warnings: ParseWarning[] = [];
  if (document.twoColumn) warnings.push({ code: 'TWO_COLUMN_LAYOUT' });
  const parts = sections(lines);
  const byKind = (kind: Section['kind']) => parts.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  const tops = byKind('top');
  const top = tops.length ? tops : lines.slice(0, 8);
  const { basics, confidence } = readBasics(top.length >= 2 ? top : lines.slice(0, 10), allText);
  const resume: JsonResume = { basics };

  const contactLines = byKind('contact');
  if (contactLines.length) {
    const extra = readBasics(contactLines, contactLines.map((l) => l.text).join('\n')).basics;
    resume.basics = { ...extra, ...basics, name: basics.name ?? extra.name };
  }
  const summary = byKind('summary')
    .map((l) => withoutBullet(l.text))
    .join(' ')
    .trim();
  if (summary) resume.basics = { ...resume.basics, summary };

  const work = splitEntries(byKind('work'))
    .map(toWork)
    .filter((w) => w.name || w.position);
  if (work.length) resume.work = work;
  else warnings.push({ code: 'NO_WORK_SECTION' });
  work.forEach((w, i) => {
    confidence[`work[${i}].name`] = w.name && w.position ? 0.8 : 0.5;
    confidence[`work[${i}].startDate`] = w.startDate ? 0.9 : 0;
  });

  const educationLines = byKind('education');
  const education = splitEntries(educationLines, (l) => looksLikeSchool(l.text) || looksLikeDegree(l.text))
    .map(toEducation)
    .filter((e) => e.institution || e.studyType || e.area);
  if (education.length) resume.education = education;

  const volunteer = splitEntries(byKind('volunteer'))
    .map(toWork)
    .map(({ name, ...rest }) => ({ organization: name, ...rest }))
    .filter((v) => v.organization || v.position);
  if (volunteer.length) resume.volunteer = volunteer;

  const projects = splitEntries(byKind('projects'))
    .map((e) => ({
      name: e.header[0],
      ...(e.header.length > 1 || e.body.length ? { description: [...e.header.slice(1), ...e.body].join(' ') } : {}),
      ...(e.dates?.start ? { startDate: e.dates.start } : {}),
      ...(e.dates?.end ? { endDate: e.dates.end } : {}),
    }))
    .filter((p) => p.name);
  if (projects.length) resume.projects = projects;

  const skills = toSkills(byKind('skills'));
  if (skills.length) resume.skills = skills;
  const languages = toLanguages(byKind('languages'));
  if (languages.length) resume.languages = languages;
  const interests = toInterests(byKind('interests'));
  if (interests.length) resume.interests = interests;
  const certificates = toDatedItems(byKind('certificates')).map((i) => ({ name: i.text, ...(i.date ? { date: i.date } : {}) }));
  if (certificates.length) resume.certificates = certificates;
  const awards = toDatedItems(byKind('awards')).map((i) => ({ title: i.text, ...(i.date ? { date: i.date } : {}) }));
  if (awards.length) resume.awards = awards;
  const publications = toDatedItems(byKind('publications')).map((i) => ({ name: i.text, ...(i.date ? { releaseDate: i.date } : {}) }));
  if (publications.length) resume.publications = publications;

  if (!basics.email && !basics.phone) warnings.push({ code: 'NO_CONTACT' });
  if (allText.length < 200) warnings.push({ code: 'LOW_TEXT' });
  return { resume, language: detectLanguage(allText), confidence, warnings };
}
