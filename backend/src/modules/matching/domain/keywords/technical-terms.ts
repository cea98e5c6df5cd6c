import type { Language } from '../../../../shared/language';
import type { LexiconEntry } from './lexicon/entry';
import { foldKeepingLength, type Mention } from './lexicon-matcher';

// Acronyms of job ads, company forms and diplomas (education, not tools), never a skill on their own.
const NOT_SKILLS = new Set(
  `H F HF CDI CDD RTT PME TPE ETI SAS SASU SARL SA USA US UK EU CEO CTO CFO COO CMO VP RH HR IT KPI OKR TJM BAC DE RN PDF FAQ
  OK AND OR THE WE YOU OUR ET OU LE LA LES DES UN UNE NB PS AM PM ASAP TBD NA NY SF API APIS PRO CET EUR USD SMS CSE PTO EEO
  BTS DUT BEP CAP MBA GPA BAC BA BS MS MSC PHD`.split(/\s+/),
);
// "SIEM", "RTOS", "I2C", "DO-178C", "Security+", "ISO 27001", "IEC 62304", "QuickBooks", "VMware".
const TERM =
  /(?<![\p{L}\p{N}])(?:[A-Z]{2,6}(?:-?\d{2,6}[A-Z]?)?\+?(?:\s\d{3,6}(?:-\d+)?)?|[A-Z][a-z]+[A-Z][A-Za-z]+|[A-Z]{2,}[a-z]+[A-Za-z]*|[A-Z]\d[A-Z])(?![\p{L}\p{N}])/gu;
// A line that lists things: tools there are named, not written in prose.
const LISTING = /[,;:•·|/]|^\s*[-*–]|\b(?:with|and|et|avec|ou|or)\b/;

/**
 * Product names and acronyms the lexicons do not know ("Splunk"-like names aside): tokens shaped
 * like a technical name (an acronym, a CamelCase name, an acronym with a version or standard
 * number) in a line that lists things, outside shouting (a line in capitals). Each becomes a
 * keyword of its own (`term:` id, kind tool), found the same way in postings and resumes. Every
 * such mention is weak: it counts only beside a skill the lexicons know, in the same line.
 */
export class TechnicalTermMatcher {
  private readonly entries = new Map<string, LexiconEntry>();

  mentions(line: string, _language?: Language): Mention[] {
    if (!LISTING.test(line) || !/\p{Ll}/u.test(line)) return [];
    const out: Mention[] = [];
    for (const m of line.matchAll(TERM)) {
      const term = m[0];
      // Two capitals alone ("MS", "BR") are too ambiguous; with a digit ("B1V", "5G") they name a thing.
      if (NOT_SKILLS.has(term) || /^[A-Z]{2}$/.test(term)) continue;
      const id = `term:${foldKeepingLength(term).replace(/\s+/g, ' ')}`;
      let entry = this.entries.get(id);
      if (!entry) {
        entry = { id, kind: 'tool', en: [], fr: [], cased: [term] };
        this.entries.set(id, entry);
      }
      out.push({ entry, start: m.index!, end: m.index! + term.length, weak: true });
    }
    return out;
  }
}
