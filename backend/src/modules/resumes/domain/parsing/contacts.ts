/** Contact details: e-mail, phone (French, international, US), web sites and profiles. */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// +33 6 12 34 56 78 · 06 12 34 56 78 · 06.12.34.56.78 · +1 (415) 555-0134 · 415-555-0134 · +41 78 907 32 02
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(0\)\s?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,4}){2,5}/g;
const URL =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|fr|ch|be|ca|co|uk|de|app|info|tech|eu|xyz|ai)(?:\/[^\s,;|)]*)?/gi;

export function findEmail(text: string): string | undefined {
  return text.match(EMAIL)?.[0];
}

export function findPhone(text: string): string | undefined {
  for (const m of text.matchAll(PHONE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    // 8 to 15 digits (E.164), and not a date range or a year span such as "2019 - 2021".
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(candidate)) continue;
    if (/^\d{4}[-/.]\d{2}[-/.]\d{2}$/.test(candidate) || /^\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d{2}$/.test(candidate)) continue;
    return candidate.replace(/\s{2,}/g, ' ');
  }
  return undefined;
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
