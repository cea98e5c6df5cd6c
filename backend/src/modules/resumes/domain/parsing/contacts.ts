/** Contact details: e-mail, phone (French, international, US), web sites and profiles. */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// Between digit groups: spaces, or a dot, hyphen or middle dot, spaced or not; never a line break
// (the next line's street number or postcode is not part of the phone).
const SEP = '(?:[ \\t\\u00a0]*[.\\-·•][ \\t\\u00a0]*|[ \\t\\u00a0]+)?';
// +33 6 12 34 56 78 · 06 12 34 56 78 · 06.12.34.56.78 · +1 (415) 555-0134 · 415-555-0134 · +41 78 907 32 02
// · (415) · 497 · 7282 · (+33) 6 20 30 16 68 · +33 (0)6 12 34 56 78
const PHONE = new RegExp(
  `(?:\\+\\d{1,3}${SEP}|\\(\\+\\d{1,3}\\)${SEP})?(?:\\(0\\)${SEP})?(?:\\(\\d{1,4}\\)${SEP})?\\d{1,4}(?:${SEP}\\d{2,4}){2,5}`,
  'g',
);
// National numbers have a fixed length: digits beyond it belong to what follows on the line.
const NATIONAL_LENGTH: Array<[RegExp, number]> = [
  [/^0[1-9]/, 10], // France, written nationally
  [/^330[1-9]/, 12], // +33 (0)6 ...
  [/^33[1-9]/, 11],
  [/^1[2-9]\d{2}[2-9]/, 11], // +1 415 555 0134
];
const URL =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|fr|ch|be|ca|co|uk|de|app|info|tech|eu|xyz|ai)(?:\/[^\s,;|)]*)?/gi;

/**
 * A narrow sidebar wraps a long address: "jane.doe@mail.example.c" then "om",
 * "jane.doe@mail.example" then ".org", "jane.doe@ma" then "il.example.org", "linkedin.com/in/jane-"
 * then "doe". A line ending in an
 * e-mail or web address, followed by a line that is one lower-case token (no spaces), is the
 * same address.
 */
export function unwrapContacts(text: string): string {
  // An e-mail cut inside its domain, before any dot ("jane@ma" then "il.example.org"): the next
  // line's first token, which finishes the domain, belongs to it.
  // Cut right after the "@" ("elodie@" then "mail.example.org") in a narrow sidebar, likewise.
  const joined = text
    .replace(/([\w.%+-]+@[\w-]+)\n([\w-]*\.[a-z]{2,}(?:\.[a-z]{2,})*)(?=\s|$)/g, '$1$2')
    .replace(/([\w.%+-]+@)\n([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\s|$)/g, '$1$2')
    // A phone whose last group wrapped to a line of its own ("+33 (0)4 51 97 57" then "67").
    // Four groups of digits at least: a date range ("2019 - 2021") is not a phone's beginning.
    .replace(/^([+(]?\d[\d ()+.\-\u00a0·]{6,}\d)\n(\d{2,4})$/gm, (all, start: string, last: string) =>
      (start.match(/\d+/g) ?? []).length >= 4 ? `${start} ${last}` : all,
    );
  // The continuation is a piece of an address, never an address itself ("linkedin.com/in/x").
  return joined.replace(
    /((?:[\w.%+-]+@[\w.-]+|(?:https?:\/\/|www\.)\S+|\S+\.(?:com|org|net|io|dev|fr)\/\S+))\n((?![a-z0-9-]+\.[a-z]{2,}(?:\/|$))\.?[a-z0-9][a-z0-9._%/-]*)(?=\n|$)/g,
    '$1$2',
  );
}

export function findEmail(text: string): string | undefined {
  return text.match(EMAIL)?.[0];
}

export function findPhone(text: string): string | undefined {
  for (const m of text.matchAll(PHONE)) {
    const candidate = trimToNationalLength(m[0].trim());
    const digits = candidate.replace(/\D/g, '');
    // 8 to 15 digits (E.164), and not a date range or a year span such as "2019 - 2021".
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[-–·.]\s*(19|20)\d{2}$/.test(candidate)) continue;
    if (/^\d{4}[-/.]\d{2}[-/.]\d{2}$/.test(candidate) || /^\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d{2}$/.test(candidate)) continue;
    if (/(?:^|\D)(?:0[1-9]|1[0-2])\.(?:19|20)\d{2}(?:\D|$)/.test(candidate)) continue; // "01.2019 · 06.2021"
    if (/(?:^|\D)(?:19|20)\d{2}-(?:0[1-9]|1[0-2])(?:\D|$)/.test(candidate)) continue; // "2021-01 - 2022-01"
    return candidate.replace(/\s{2,}/g, ' ');
  }
  return undefined;
}

/** "06 12 34 56 78 12" (a street number after the phone): trailing groups beyond the national length off. */
function trimToNationalLength(candidate: string): string {
  const digits = candidate.replace(/\D/g, '');
  const length = NATIONAL_LENGTH.find(([re]) => re.test(digits))?.[1];
  if (!length || digits.length <= length) return candidate;
  let out = candidate;
  while (out.replace(/\D/g, '').length > length) {
    const shorter = out.replace(/[ \t\u00a0.\-·•]+\d+$/, '');
    if (shorter === out) return candidate;
    out = shorter;
  }
  return out.replace(/\D/g, '').length === length ? out : candidate;
}

export type FoundProfile = { network: string; url: string; username?: string };

const NETWORKS: Array<[RegExp, string]> = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/twitter\.com|x\.com\//i, 'Twitter'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/medium\.com/i, 'Medium'],
];

/** Web addresses in a text: social profiles by network, and the rest as plain sites. */
export function findUrls(text: string): { profiles: FoundProfile[]; sites: string[] } {
  const profiles: FoundProfile[] = [];
  const sites: string[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'g'), ' ');
  for (const m of withoutEmails.matchAll(URL)) {
    const url = m[0].replace(/[.)]+$/, '');
    const network = NETWORKS.find(([re]) => re.test(url))?.[1];
    if (network) {
      const username = url.replace(/\/+$/, '').split('/').pop();
      profiles.push({
        network,
        url: url.startsWith('http') ? url : `https://${url}`,
        username: username && !username.includes('.') ? username : undefined,
      });
    } else {
      sites.push(url);
    }
  }
  return { profiles, sites };
}

export function stripContacts(text: string): string {
  return text.replace(new RegExp(EMAIL.source, 'g'), ' ').replace(URL, ' ');
}
