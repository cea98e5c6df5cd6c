import type { Language } from '../../../../shared/language';
import { postingLines } from './posting-lines';
import { foldKeepingLength } from './lexicon-matcher';

import type { EducationLevel, JobRequirements, Seniority } from '../../../../shared/job-posting';

export type { EducationLevel, JobRequirements, Seniority };

/** Education levels from lowest to highest: a resume at or above the asked level meets it. */
export const EDUCATION_ORDER: EducationLevel[] = ['secondary', 'vocational', 'associate', 'bachelor', 'master', 'doctorate'];

/** A requirement with the posting's own words for it (shown as an education or seniority keyword). */
export interface RequirementTerms {
  education?: string;
  seniority?: string;
}

type LevelPattern = [RegExp, EducationLevel, 'folded' | 'cased'];

// Acronyms that are also ordinary words ("but", "cap", "stage", "BA") count only in capitals.
const EDUCATION: Record<Language, LevelPattern[]> = {
  en: [
    [/\b(?:ph\.?d|doctorate|doctoral degree)\b/g, 'doctorate', 'folded'],
    [/\b(?:master'?s?(?: degree)?|master of|msc|m\.sc|mba|graduate degree)\b/g, 'master', 'folded'],
    [/\b(?:MS|MA)\b(?=\s*(?:degree|in\b|\/))/g, 'master', 'cased'],
    [
      /\b(?:bachelor'?s?|bachelor of|bsc|b\.sc|undergraduate degree|college degree|university degree)\b|(?<!(?:master'?s?|bachelor'?s?|associate'?s?|doctoral|graduate|ms|ma|bs|ba|phd)\s)\bdegree in\b/g,
      'bachelor',
      'folded',
    ],
    [/\b(?:BS|BA)\b(?=\s*(?:degree|in\b|\/))/g, 'bachelor', 'cased'],
    [/\b(?:associate'?s? degree)\b/g, 'associate', 'folded'],
    [/\b(?:vocational (?:training|diploma|certificate)|trade school|apprenticeship)\b/g, 'vocational', 'folded'],
    [/\b(?:high school diploma|high school|ged)\b/g, 'secondary', 'folded'],
  ],
  fr: [
    [/\b(?:doctorat|phd|bac\s*\+\s*8)\b/g, 'doctorate', 'folded'],
    [/(?:\bmaster\b|\bmba\b|bac\s*\+\s*5|ingenieur diplome|diplome d'ingenieur|ecole d'ingenieurs?)/g, 'master', 'folded'],
    [/(?:\blicence\b|bac\s*\+\s*3|\bbachelor\b|\bbac\s*\+\s*4)/g, 'bachelor', 'folded'],
    [/\b(?:BUT)\b/g, 'bachelor', 'cased'],
    [/(?:bac\s*\+\s*2|\bdeug\b)/g, 'associate', 'folded'],
    [/\b(?:BTS|DUT)\b/g, 'associate', 'cased'],
    [/\b(?:bac pro(?:fessionnel)?|titre professionnel|formation qualifiante)\b/g, 'vocational', 'folded'],
    [/\b(?:CAP|BEP|CQP|CQPM)\b/g, 'vocational', 'cased'],
    [/(?:\bbaccalaureat\b|\bbac\b(?!\s*\+))/g, 'secondary', 'folded'],
  ],
};

const NICE =
  /\b(?:a plus|is a plus|highly desirable|desirable|preferred|nice[\s-]to[\s-]have|ideally|bonus|un plus|serait un plus|un atout|souhait[ée]e?s?|appr[ée]ci[ée]e?s?|id[ée]alement|de pr[ée]f[ée]rence)\b/;

/** Sentences with their offsets, each marked nice to have by its section heading or its own words. */
function sentences(text: string): Array<{ text: string; offset: number; nice: boolean }> {
  const out: Array<{ text: string; offset: number; nice: boolean }> = [];
  let offset = 0;
  for (const { line, required } of postingLines(text)) {
    const folded = foldKeepingLength(line);
    for (const m of folded.matchAll(/[^.;!?]+/g)) out.push({ text: m[0], offset: offset + m.index, nice: !required || NICE.test(m[0]) });
    offset += line.length + 1;
  }
  return out;
}

/**
 * The education level a posting requires: the lowest level named in a sentence that does not
 * present it as a plus ("Bachelor's required; PhD or MBA highly desirable" asks for a bachelor's;
 * "Bac+2 à Bac+3" for Bac+2). Only when no sentence requires one does a preferred level count.
 */
function education(text: string, language: Language): { level?: EducationLevel; term?: string } {
  const required: Array<{ level: EducationLevel; term: string }> = [];
  const preferred: Array<{ level: EducationLevel; term: string }> = [];
  for (const s of sentences(text)) {
    const original = text.slice(s.offset, s.offset + s.text.length);
    for (const [pattern, level, mode] of EDUCATION[language]) {
      pattern.lastIndex = 0;
      for (const m of (mode === 'cased' ? original : s.text).matchAll(pattern)) {
        const term = original.slice(m.index, m.index + m[0].length).trim();
        (s.nice ? preferred : required).push({ level, term });
      }
    }
  }
  const pool = required.length ? required : preferred;
  if (!pool.length) return {};
  const lowest = pool.reduce((a, b) => (EDUCATION_ORDER.indexOf(b.level) < EDUCATION_ORDER.indexOf(a.level) ? b : a));
  return { level: lowest.level, term: lowest.term };
}

/**
 * Years of experience asked: "5+ years of experience", "3 ans d'expérience", "2 à 5 ans
 * d'expérience" (the lower bound), never the company's own history ("fort de 20 ans
 * d'expérience, notre client…").
 */
function years(folded: string): number | undefined {
  const found: number[] = [];
  const re =
    /(?:(\d{1,2})\s*(?:-|–|to|a|à)\s*)?(\d{1,2})\s*\+?\s*(?:years?|yrs|ans?|annees?)\b(?:\s+(?:of\s+|d'|de\s+))?(?:[\w\s'/-]{0,30}?)(?:experience|exp\b)/g;
  for (const m of folded.matchAll(re)) {
    const before = folded.slice(Math.max(0, m.index - 25), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (
      /\bfort de\b|\bforte de\b/.test(before) ||
      /^\s*,?\s*(?:mon|notre|le|la|l')\s*(?:client|entreprise|societe|groupe)|^\s*,?\s*(?:we|our company|the company)\b/.test(after)
    )
      continue;
    const n = Number(m[1] ?? m[2]);
    if (n > 0 && n < 40) found.push(n);
  }
  return found.length ? Math.max(...found) : undefined;
}

const SENIORITY_TITLE: Array<[RegExp, Seniority]> = [
  [
    /\b(?:lead|principal|staff|head of|director|directeur|directrice|vp|vice president|chef d'equipe|responsable d'equipe|manager)\b/,
    'lead',
  ],
  [/\b(?:senior|sr\.?|confirme|confirmee|experimente|experimentee|expert|experte)\b/, 'senior'],
  [/\b(?:junior|jr\.?|intern|internship|stagiaire|stage|alternant|alternance|apprenti|graduate|debutant)\b/, 'junior'],
];
const SENIORITY_TEXT: Array<[RegExp, Seniority]> = [
  [/\b(?:senior (?:level|role|position)|poste (?:de )?senior|profil senior|profil confirme|profil experimente)\b/, 'senior'],
  [
    /\b(?:entry[\s-]level|debutant(?:e)?s? accepte|jeune diplome|recent graduate|no experience required|stage de fin d'etudes|premiere experience)\b/,
    'junior',
  ],
];

/** Seniority from the title first ("Senior Backend Engineer", "Stagiaire…"), else from set phrases. */
function seniority(title: string | undefined, text: string, folded: string): { level?: Seniority; term?: string } {
  if (title) {
    const t = foldKeepingLength(title);
    for (const [pattern, level] of SENIORITY_TITLE) {
      const m = t.match(pattern);
      if (m?.index !== undefined) return { level, term: title.slice(m.index, m.index + m[0].length) };
    }
  }
  for (const [pattern, level] of SENIORITY_TEXT) {
    const m = folded.match(pattern);
    if (m?.index !== undefined) return { level, term: text.slice(m.index, m.index + m[0].length) };
  }
  return {};
}

/** Requirements plus the posting's own words for them (shown as education and seniority keywords). */
export function analyseRequirements(
  text: string,
  language: Language = 'en',
  title?: string,
): { requirements: JobRequirements; terms: RequirementTerms } {
  const folded = foldKeepingLength(text);
  const requirements: JobRequirements = {};
  const terms: RequirementTerms = {};
  const edu = education(text, language);
  if (edu.level) {
    requirements.educationLevel = edu.level;
    terms.education = edu.term;
  }
  const y = years(folded);
  if (y !== undefined) requirements.yearsOfExperience = y;
  const level = seniority(title, text, folded);
  if (level.level) {
    requirements.seniority = level.level;
    terms.seniority = level.term;
  }
  return { requirements, terms };
}

/** What a posting asks of education, experience and level, from its wording (EN and FR). */
export function extractRequirements(text: string, language: Language = 'en', title?: string): JobRequirements {
  return analyseRequirements(text, language, title).requirements;
}
