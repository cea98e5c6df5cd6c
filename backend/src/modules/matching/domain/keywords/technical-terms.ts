import type { Language } from '../../../../shared/language';
import type { LexiconEntry } from './lexicon/entry';
import { foldKeepingLength, type Mention } from './lexicon-matcher';

// Acronyms of job ads, company forms and diplomas (education, not tools), never a skill on their own.
const NOT_SKILLS = new Set(
  `H F HF CDI CDD RTT PME TPE ETI SAS SASU SARL SA USA US UK EU CEO CTO CFO COO CMO VP RH HR IT KPI OKR TJM BAC DE RN PDF FAQ
  OK AND OR THE WE YOU OUR ET OU LE LA LES DES UN UNE NB PS AM PM ASAP TBD NA NY SF API APIS PRO CET EUR USD SMS CSE PTO EEO
  BTS DUT BEP CAP MBA GPA BAC BA BS MS MSC PHD`.split(/\s+/),
);
// French diplomas named by their speciality's acronym ("BTS SIO", "BUT GEA"): one qualification.
const DIPLOMAS = new Set(['BTS', 'DUT', 'BUT', 'CAP', 'BEP', 'BP', 'BAC']);
// "SIEM", "RTOS", "I2C", "DO-178C", "Security+", "ISO 27001", "IEC 62304", "QuickBooks", "VMware".
const TERM =
  /(?<![\p{L}\p{N}])(?:[A-Z]{2,6}(?:-?\d{2,6}[A-Z]?)?\+?(?:\s\d{3,6}(?:-\d+)?)?|[A-Z][a-z]+[A-Z][A-Za-z]+|[A-Z]{2,}[a-z]+[A-Za-z]*|[A-Z]\d[A-Z])(?![\p{L}\p{N}])/gu;
// A capitalised name as an item of a list ("Splunk" in "with Splunk, Jira"): after a separator or
// a joining word, before a separator, a joining word or the line's end. Not in prose, where
// capitals start sentences, places and companies.
const LISTED_NAME =
  /(?<=(?:[,;:(/•·]|\b(?:with|using|via|and|or|including|avec|et|ou|sous|notamment|dont|comme))\s*)[A-Z][a-z]{2,}[a-z0-9]*(?=\s*(?:[,;:)/•·]|\.(?:\s|$)|$|\s(?:and|or|for|et|ou|pour)\b))/gu;
// Capitalised words that are not product names even when listed.
const NOT_NAMES = new Set(
  `January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday
  Saturday Sunday Janvier Février Mars Avril Mai Juin Juillet Août Septembre Octobre Novembre Décembre Lundi Mardi Mercredi Jeudi
  Vendredi Samedi Dimanche Experience Knowledge Skills Required Preferred Bonus Plus Remote Hybrid Full Part Time Senior Junior
  Lead Nice Must Strong Good Excellent Expertise Compétences Expérience Connaissance Maîtrise Bac Master Licence Diplôme Idéalement
  Profil Missions Mission Requirements Responsibilities Benefits Avantages Salaire Salary Télétravail
  Paris Lyon Marseille Toulouse Nantes Bordeaux Lille Rennes Strasbourg Montpellier Nice Grenoble Rouen Toulon Dijon Angers Brest
  Reims Metz Nancy Tours Caen Orléans Limoges Amiens Annecy Clermont Avignon Perpignan Poitiers Besançon Pau Bayonne Lorient
  Vannes Niort Valence Chambéry Mulhouse Genève Lausanne Bruxelles Brussels Liège Montréal Montreal Québec Quebec Luxembourg
  London Manchester Birmingham Edinburgh Glasgow Dublin Berlin Munich Amsterdam Madrid Barcelona Milan Rome Zurich Geneva
  Toronto Vancouver Ottawa Calgary Sydney Melbourne Boston Chicago Seattle Austin Denver Atlanta Dallas Houston Phoenix Miami
  Portland Ohio Texas California Florida Oregon Washington Virginia Georgia Carolina Michigan Colorado Arizona Ontario`.split(/\s+/),
);
// A line that lists things: tools there are named, not written in prose.
const LISTING = /[,;:•·|/]|^\s*[-*–]|\b(?:with|and|et|avec|ou|or)\b/;

/**
 * Product names and acronyms the lexicons do not know: tokens shaped like a technical name (an
 * acronym, a CamelCase name, an acronym with a version or standard number, a capitalised word
 * that is an item of a list: "Splunk", "Silae") in a line that lists things, outside shouting (a line in capitals). Each becomes a
 * keyword of its own (`term:` id, kind tool), found the same way in postings and resumes. Every
 * such mention is weak: it counts only beside a skill the lexicons know, in the same line.
 */
export class TechnicalTermMatcher {
  private readonly entries = new Map<string, LexiconEntry>();

  mentions(line: string, _language?: Language): Mention[] {
    if (!LISTING.test(line) || !/\p{Ll}/u.test(line)) return [];
    const out: Mention[] = [];
    const found = [...line.matchAll(TERM), ...[...line.matchAll(LISTED_NAME)].filter((m) => !NOT_NAMES.has(m[0]))]
      .map((m) => ({ term: m[0], start: m.index! }))
      .sort((a, b) => a.start - b.start);
    for (const { term, start } of joinedNames(line, found)) {
      // Two capitals alone ("MS", "BR") are too ambiguous; with a digit ("B1V", "5G") they name a thing.
      if (NOT_SKILLS.has(term) || /^[A-Z]{2}$/.test(term)) continue;
      const id = `term:${foldKeepingLength(term).replace(/\s+/g, ' ')}`;
      let entry = this.entries.get(id);
      if (!entry) {
        entry = { id, kind: 'tool', en: [], fr: [], cased: [term] };
        this.entries.set(id, entry);
      }
      out.push({ entry, start, end: start + term.length, weak: true });
    }
    return out;
  }
}

/**
 * Names written next to each other with one space are one name: "PCI DSS", "Azure DevOps",
 * "CompTIA A+", and a diploma with its speciality, "BTS GPME". A part that is never a skill alone
 * ("UK", "HR") does not join.
 */
function joinedNames(line: string, found: Array<{ term: string; start: number }>): Array<{ term: string; start: number }> {
  const out: Array<{ term: string; start: number }> = [];
  for (const name of found) {
    const last = out[out.length - 1];
    const touching = last && line.slice(last.start + last.term.length, name.start) === ' ';
    const diploma = touching && DIPLOMAS.has(last.term);
    if (diploma || (touching && !NOT_SKILLS.has(last.term) && !NOT_SKILLS.has(name.term))) {
      out[out.length - 1] = { term: line.slice(last.start, name.start + name.term.length), start: last.start };
    } else if (!last || name.start >= last.start + last.term.length) out.push(name);
  }
  return out;
}
