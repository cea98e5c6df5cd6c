import type { JsonResume } from '../../../../shared/json-resume';
import { findEmail, findPhone, findUrls, stripContacts, unwrapContacts } from './contacts';
import { findDateRange } from './dates';
import { looksLikeJobTitle } from './job-words';
import type { LayoutLine } from './layout';
import { isPlace, isStreetAddress } from './places';
import { headingKind, looksLikeHeadingPhrase } from './section-headings';

type Basics = NonNullable<JsonResume['basics']>;

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}{2,}|(?:de|da|di|du|van|von|der|le|la|del|dos|des|el|al|bin|ben)|\p{Lu}\.)$/u;

const PREFIX = /^(?:(?:resume|résumé|cv|curriculum vitae)\s+(?:of|de|du)\s+)?(?:(?:mr|mrs|ms|miss|dr|prof|m|mme|mlle)\.?\s+)?/i;
const DOCUMENT_WORDS = /\b(?:resume|résumé|cv|curriculum|vitae|template|modèle|portfolio|page)\b/i;
// Date of birth, nationality, family status, driving licence: a line of personal details, not a title.
const PERSONAL_DETAILS =
  /(?<!\p{L})(?:born|date of birth|birth|nationality|citizen(?:ship)?|married|single|driving licen[cs]e|years old|n[ée]e? le|date de naissance|nationalit[ée]|mari(?:é|ée)|c[ée]libataire|pacs[ée]e?|permis [a-z]|\d{2} ans)(?!\p{L})/iu;
const LABELLED = /^(?:full\s+name|name|nom(?:\s+complet)?|prénom\s+nom|nom\s+prénom)\s*[:\-–]?\s+(.{3,60})$/i;

/** "Resume of Ms Lisa Shaw" → "Lisa Shaw"-like text: document words and honorifics off. */
export function bareName(text: string): string {
  return text
    .replace(/[,|]+$/, '')
    .trim()
    .replace(PREFIX, '')
    .trim();
}

/** The name part of a header line: "John Huber, UX Designer" → "John Huber". */
function nameOf(text: string): string {
  const bare = bareName(text);
  const [first, ...rest] = bare.split(/\s*[,|–—]\s+|\s+-\s+/);
  return rest.length && looksLikeJobTitle(rest.join(' ')) ? first : bare;
}

/** How much a line looks like a person's name, 0 when it cannot be one. */
function nameScore(line: LayoutLine, index: number, maxSize: number): number {
  const text = nameOf(line.text);
  if (DOCUMENT_WORDS.test(text)) return 0;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 48) return 0;
  if (/[@\d/:]|https?|www\./i.test(text) || headingKind(text) || looksLikeHeadingPhrase(text) || findDateRange(text) || isPlace(text))
    return 0;
  if (PERSONAL_DETAILS.test(text)) return 0;
  if (!words.every((w) => NAME_WORD.test(w))) return 0;
  const largest = !!line.size && line.size >= maxSize - 0.1;
  // A job title under the name ("Full Stack Developer") is no name, even when the name above is
  // a handle the rules refuse ("gBoole01").
  if (looksLikeJobTitle(text) && !largest) return 0;
  let score = 1;
  if (largest) score += 3;
  if (line.bold) score += 1;
  if (looksLikeJobTitle(text)) score -= 2;
  return score + Math.max(0, 3 - index * 0.5);
}

/** One word of letters and digits ("gBoole01"), alone on the first line in the largest type. */
function isHandle(line: LayoutLine, maxSize: number): boolean {
  const text = line.text.trim();
  return (
    /^\p{L}[\p{L}\p{N}._-]{2,30}$/u.test(text) &&
    /\p{N}|\p{Ll}\p{Lu}/u.test(text) &&
    !!line.size &&
    line.size >= maxSize - 0.1 &&
    !headingKind(text) &&
    !DOCUMENT_WORDS.test(text)
  );
}

/**
 * Name, label, contact details and location, from the top of the resume (and the whole text for
 * contact details, which two-column layouts often put in a sidebar).
 */
export function readBasics(top: LayoutLine[], text: string): { basics: Basics; confidence: Record<string, number> } {
  const allText = unwrapContacts(text);
  const basics: Basics = {};
  const confidence: Record<string, number> = {};
  const maxSize = Math.max(...top.map((l) => l.size ?? 0), 0);
  let best = { score: 0, index: -1 };
  top.slice(0, 10).forEach((line, i) => {
    const score = nameScore(line, i, maxSize);
    if (score > best.score) best = { score, index: i };
  });
  // A form-like resume says it outright: "Name: Damien Le Grand", "Nom : Gaëlle Lefèvre".
  const labelled = top.map((l) => l.text.match(LABELLED)?.[1]).find((n) => n && !/[@\d]/.test(n));
  let nameIndex = -1;
  if (labelled) {
    basics.name = labelled.trim();
    confidence['basics.name'] = 0.95;
  } else if (best.index >= 0) {
    nameIndex = best.index;
    basics.name = nameOf(top[best.index].text);
    const inlineLabel = bareName(top[best.index].text)
      .slice(basics.name.length)
      .replace(/^\s*[,|–—-]\s*/, '')
      .trim();
    if (inlineLabel) basics.label = inlineLabel;
    confidence['basics.name'] = Math.min(1, best.score / 6);
  } else if (top[0] && isHandle(top[0], maxSize)) {
    // Some sign with a handle, in the largest type on the first line: that is how they name themselves.
    nameIndex = 0;
    basics.name = top[0].text.trim();
    confidence['basics.name'] = 0.5;
  }
  const next = nameIndex >= 0 ? top[nameIndex + 1] : undefined;
  if (
    !basics.label &&
    next &&
    !findEmail(next.text) &&
    !findPhone(next.text) &&
    !headingKind(next.text) &&
    next.text.split(/\s+/).length <= 8 &&
    !isPlace(next.text) &&
    !isStreetAddress(next.text) &&
    !PERSONAL_DETAILS.test(next.text) &&
    !/[@:]|https?:/.test(next.text)
  ) {
    basics.label = next.text.split(/\s+[|•·]\s+/)[0].trim();
  }
  const email = findEmail(allText);
  if (email) {
    basics.email = email;
    confidence['basics.email'] = 1;
  }
  const headerText = unwrapContacts(top.map((l) => l.text).join('\n'));
  const phone = findPhone(stripContacts(headerText)) ?? findPhone(stripContacts(allText));
  if (phone) {
    basics.phone = phone;
    confidence['basics.phone'] = 0.9;
  }
  const { profiles, sites } = findUrls(headerText || allText);
  if (profiles.length) basics.profiles = profiles.map((p) => ({ ...p }));
  if (sites.length) basics.url = sites[0].startsWith('http') ? sites[0] : `https://${sites[0]}`;
  const place = top
    .flatMap((l) => l.text.split(/\s+[|•·]\s+|\s{2,}/))
    .map((p) => p.trim())
    .find((p) => isPlace(p));
  const address = top.map((l) => l.text.trim()).find(isStreetAddress);
  if (place) {
    const [city, region] = place.split(',').map((p) => p.trim());
    basics.location = region ? { city, region } : { city };
  } else if (address) {
    // "555 La Verne Way, La Verne, CA": the street, then the place.
    const [street, city, region] = address.split(',').map((p) => p.trim());
    basics.location = { address: street, ...(city ? { city } : {}), ...(region ? { region } : {}) };
  }
  return { basics, confidence };
}
