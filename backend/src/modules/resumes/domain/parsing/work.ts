import type { JsonResumeEducation, JsonResumeWork } from '../../../../shared/json-resume';
import type { Entry } from './entries';
import { looksLikeDegree, looksLikeEmployer, looksLikeJobTitle, looksLikeSchool, titleLean } from './job-words';
import { isPlace, splitTrailingPlace } from './places';

// "Position, Company", "Company | City", "Position — Company", "Position at Company", "Poste chez Société".
const STRONG = /\s+[|•·–—]\s+|\s{3,}|\s+(?:at|chez|@)\s+|,\s+(?=\p{Lu})/u;
// A hyphen between spaces separates less: "Tech Coach - Scrum Master" is two roles of one job.
const HYPHEN = /\s+-\s+/;
const SEPARATORS = new RegExp(`${STRONG.source}|${HYPHEN.source}`, 'u');

// A narrow column wraps "Position at Company" at its connector: "Developer at" / "Acme", or
// "Analyste | 2022 – 2025" / "chez Solvéo Santé". The connector left at a line's edge joins nothing.
const EDGE_CONNECTOR = /^(?:at|chez|@)\s+|\s+(?:at|chez|@)$/giu;

// A web address or e-mail on its own (the employer's LinkedIn page printed under its name).
const ADDRESS_ONLY = /^(?:(?:https?:\/\/|www\.)\S+|[\w-]+(?:\.[\w-]+)+\/\S*|\S+@\S+\.\w+)$/i;

const pieceCount = (line: string) => line.split(SEPARATORS).filter((p) => p.trim()).length;

/**
 * "Technicien support — Groupe" then "Valmont": a narrow column wrapped the employer's name. A
 * line of one or two words that names nothing on its own (no place, title or address) after a
 * line that already holds a title and an employer continues that line.
 */
function joinWrapped(header: string[]): string[] {
  const out: string[] = [];
  for (const line of header) {
    const previous = out[out.length - 1];
    const continues =
      previous !== undefined &&
      pieceCount(previous) >= 2 &&
      pieceCount(line) === 1 &&
      /^\p{Lu}\S*(?:\s\S+)?$/u.test(line.trim()) &&
      !isPlace(line.trim()) &&
      !ADDRESS_ONLY.test(line.trim()) &&
      !looksLikeJobTitle(line.trim()) &&
      !isPlace(previous.split(SEPARATORS).pop()!.trim());
    if (continues) out[out.length - 1] = `${previous} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** A piece split at its hyphens, unless they join two roles of one job: every part a title, none an employer. */
function splitHyphens(piece: string): string[] {
  const parts = piece.split(HYPHEN);
  return parts.length > 1 && parts.every((p) => looksLikeJobTitle(p) && !looksLikeEmployer(p)) ? [piece] : parts;
}

function parts(header: string[]): { parts: string[]; location?: string; url?: string } {
  let location: string | undefined;
  let url: string | undefined;
  const out: string[] = [];
  for (const line of joinWrapped(header)) {
    // An address is never the employer nor the position: it is the employer's page.
    if (ADDRESS_ONLY.test(line.trim())) {
      if (!line.includes('@')) url ??= line.trim();
      continue;
    }
    // A place at the end of a line ("Nexus AI, San Francisco, CA") is taken off first, whole.
    const split = splitTrailingPlace(line.replace(EDGE_CONNECTOR, ''));
    const rest = split.rest;
    if (split.place) location ??= split.place;
    const pieces = rest
      .split(STRONG)
      .flatMap(splitHyphens)
      .map((p) => p.replace(/^[,|–—-]+|[,|–—-]+$/g, '').trim())
      .filter(Boolean);
    for (const piece of pieces) {
      if (!location && isPlace(piece)) location = piece;
      else if (!isPlace(piece)) out.push(piece);
    }
  }
  return { parts: out, location, url };
}

// A piece of a sentence, not a name: long, or cut after a function word ("... nouveau système de").
const FRAGMENT = /\s(?:de|du|des|d'|à|au|aux|et|ou|en|pour|par|sur|avec|le|la|les|un|une|of|the|and|or|to|for|in|on|with|a|an)$/i;
const isFragment = (piece: string) => piece.split(/\s+/).length > 10 || FRAGMENT.test(piece);

/** Who and what of a job from its header: position and employer told apart by their words. */
export function toWork(entry: Entry): JsonResumeWork {
  const { parts: all, location, url } = parts(entry.header);
  // Lines of the body taken into a short header (bullets without markers) are not candidates.
  const whole = all.filter((p) => !isFragment(p));
  const items = whole.length ? whole : all;
  const work: JsonResumeWork = {};
  if (url) work.url = /^https?:/i.test(url) ? url : `https://${url}`;
  const leans = items.map((p) => (looksLikeJobTitle(p) ? titleLean(p) : -99));
  const best = Math.max(...leans);
  // On a tie the first wins: "Technicien SAV" then "Responsable support" are both titles of one job.
  const titleIndex = items.length && best > -99 ? leans.indexOf(best) : -1;
  if (titleIndex >= 0) {
    work.position = items[titleIndex];
    const rest = items.filter((_, i) => i !== titleIndex);
    work.name = rest.find((p) => looksLikeEmployer(p)) ?? rest.find((p) => entry.boldHeader.some((b) => b.includes(p))) ?? rest[0];
  } else if (items.length >= 2) {
    // No title word: the bold part is the employer when there is one, else "Position, Company".
    const boldIndex = items.findIndex((p) => entry.boldHeader.some((b) => b.includes(p)));
    const companyIndex = items.findIndex((p) => looksLikeEmployer(p));
    const c = companyIndex >= 0 ? companyIndex : boldIndex >= 0 && entry.boldHeader.length < entry.header.length ? boldIndex : 1;
    work.name = items[c];
    work.position = items.find((_, i) => i !== c);
  } else if (items.length === 1) {
    if (looksLikeJobTitle(items[0])) work.position = items[0];
    else work.name = items[0];
  }
  if (location) work.location = location;
  if (entry.dates?.start) work.startDate = entry.dates.start;
  if (entry.dates?.end) work.endDate = entry.dates.end;
  const highlights = entry.body.filter(Boolean);
  if (highlights.length) work.highlights = highlights;
  return work;
}

/** A degree from its header: school, degree type and field ("PhD Princeton University, Computer Science"). */
export function toEducation(entry: Entry): JsonResumeEducation {
  const { parts: items } = parts(entry.header);
  const education: JsonResumeEducation = {};
  for (const item of items) {
    if (!education.institution && looksLikeSchool(item) && !(looksLikeDegree(item) && /^(?:\S+\s){0,1}\S+$/.test(item))) {
      // "PhD Princeton University": a leading degree word belongs to the degree, not the school.
      const lead = item.match(/^(\S+)\s+(.*)$/);
      if (lead && looksLikeDegree(lead[1]) && !looksLikeSchool(lead[1])) {
        education.studyType ??= lead[1];
        education.institution = lead[2];
      } else {
        education.institution = item;
      }
    } else if (!education.studyType && looksLikeDegree(item)) {
      const { studyType, area } = degreeParts(item);
      education.studyType = studyType;
      if (area) education.area ??= area;
    } else if (!education.area) {
      education.area = item;
    }
  }
  if (!education.institution && education.area && !looksLikeDegree(education.area)) {
    education.institution = education.area;
    delete education.area;
  }
  if (entry.dates?.start) education.startDate = entry.dates.start;
  if (entry.dates?.end) education.endDate = entry.dates.end;
  else if (entry.dates?.start && !entry.dates.ongoing && !entry.dates.end) {
    // A single year on a degree is its graduation year.
    education.endDate = entry.dates.start;
    delete education.startDate;
  }
  const courses = entry.body.filter(Boolean);
  if (courses.length) education.courses = courses;
  return education;
}

/**
 * "Master of Science in Computer Science" → Master of Science / Computer Science;
 * "Licence en informatique" → Licence / informatique; "Master Management de projet" → Master /
 * Management de projet; "B.Sc. Computer Science" → B.Sc. / Computer Science.
 */
function degreeParts(item: string): { studyType: string; area?: string } {
  const inField = item.match(/^(.+?)\s+(?:in|en|ès)\s+(.+)$/i);
  if (inField && looksLikeDegree(inField[1])) return { studyType: inField[1], area: inField[2] };
  const lead = item.match(/^(\S+(?:\s+(?:of|of the)\s+(?:Science|Arts|Engineering|Business Administration|Laws|Fine Arts))?)\s+(.+)$/i);
  if (lead && looksLikeDegree(lead[1].split(/\s+/)[0])) return { studyType: lead[1], area: lead[2] };
  return { studyType: item };
}
