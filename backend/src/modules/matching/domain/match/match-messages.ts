import type { Language } from '../../../../shared/language';
import type { EducationLevel } from '../keywords/extract-requirements';
import type { FactorId } from './match-analysis';

/**
 * The reasoning's sentences in English and French (French typography: no-break space before
 * : ; and %, « » quotes). Every number in them is the posting's or the resume's own, or a
 * count of keywords: never a computed total of years.
 */
const NB = '\u00a0';
const NNB = '\u202f';

export const quote = (text: string, language: Language) => (language === 'fr' ? `«${NB}${text}${NB}»` : `“${text}”`);

/** "Python, Docker and 3 more": at most eight names, in the user's language. */
export function list(names: string[], language: Language): string {
  const shown = names.slice(0, 8);
  const rest = names.length - shown.length;
  if (!rest) return shown.join(', ');
  return language === 'fr' ? `${shown.join(', ')} et ${rest} autre${rest > 1 ? 's' : ''}` : `${shown.join(', ')} and ${rest} more`;
}

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** A resume date as written ("2014-09" → "Sep 2014", "sept. 2014"; "2014" stays "2014"). */
export function resumeDate(date: string, language: Language): string {
  const m = date.match(/^(\d{4})-(\d{2})/);
  return m ? `${MONTHS[language][Number(m[2]) - 1] ?? ''} ${m[1]}`.trim() : date.slice(0, 4);
}

export const FACTOR_NAMES: Record<Language, Record<FactorId, string>> = {
  en: { hardSkills: 'skills', jobTitle: 'job title', education: 'education', experience: 'years of experience', languages: 'languages' },
  fr: {
    hardSkills: 'compétences',
    jobTitle: 'intitulé de poste',
    education: 'formation',
    experience: 'années d’expérience',
    languages: 'langues',
  },
};

export const LEVEL_NAMES: Record<Language, Record<EducationLevel, string>> = {
  en: {
    secondary: 'a high-school diploma',
    vocational: 'a vocational qualification',
    associate: 'an associate degree (two years)',
    bachelor: 'a bachelor’s degree',
    master: 'a master’s degree',
    doctorate: 'a doctorate',
  },
  fr: {
    secondary: 'le baccalauréat',
    vocational: 'un diplôme professionnel (CAP, BEP, bac pro)',
    associate: 'un Bac+2 (BTS, DUT)',
    bachelor: 'une licence (Bac+3)',
    master: 'un master (Bac+5)',
    doctorate: 'un doctorat',
  },
};

type Values = Record<string, string | number>;
const fill = (template: string, values: Values) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    good: 'Good match (score {score}/100): the resume evidences {found} of the {total} skills the posting names.',
    poor: 'Job Mismatch Detected (score {score}/100): the resume evidences {found} of the {total} skills the posting names.',
    goodNoSkills: 'Good match (score {score}/100). The posting names no skill we recognise, so the score rests on the other factors.',
    poorNoSkills:
      'Job Mismatch Detected (score {score}/100). The posting names no skill we recognise, so the score rests on the other factors.',
    evidenced: 'Evidenced in the resume: {list}.',
    missingRequired: 'Required but not found in the resume: {list}.',
    missingNice: 'Nice to have, not found: {list}.',
    excluded: 'Not asked for by the posting, so left out (the other factors weigh proportionally more): {list}.',
    skills: '{found} of {total} skills evidenced ({foundRequired} of {required} required).',
    title: 'Posted title {job}; closest in the resume: {resume} ({percent}% similar).',
    noTitle: 'The resume states no title or position to compare with {job}.',
    educationMet: 'The posting asks for {level}; the resume lists {resume}.',
    educationBelow: 'The posting asks for {level}; the highest level the resume lists is {resume}.',
    educationNone: 'The posting asks for {level}; the resume lists no degree we can read.',
    experience: 'The posting asks for {years}+ years of experience; the resume’s dated work history starts in {start} ({entries}).',
    experienceShort:
      'The posting asks for {years}+ years of experience; the resume’s dated work history starts in {start} ({entries}), which may fall short.',
    experienceNone: 'The posting asks for {years}+ years of experience; the resume has no dated work entry.',
    languages: 'Languages asked: {list}.',
    languageFound: '{name} (evidenced)',
    languageMissing: '{name} (not found)',
    notAsked: 'Not asked for by the posting: left out, the other factors weigh proportionally more.',
  },
  fr: {
    good: `Bonne adéquation (score de {score}/100)${NB}: le CV atteste {found} des {total} compétences citées dans l’offre.`,
    poor: `Inadéquation avec l’offre (score de {score}/100)${NB}: le CV atteste {found} des {total} compétences citées dans l’offre.`,
    goodNoSkills:
      'Bonne adéquation (score de {score}/100). L’offre ne cite aucune compétence que nous reconnaissons : le score repose sur les autres critères.'.replace(
        ' :',
        `${NB}:`,
      ),
    poorNoSkills:
      'Inadéquation avec l’offre (score de {score}/100). L’offre ne cite aucune compétence que nous reconnaissons : le score repose sur les autres critères.'.replace(
        ' :',
        `${NB}:`,
      ),
    evidenced: `Attesté dans le CV${NB}: {list}.`,
    missingRequired: `Demandé mais absent du CV${NB}: {list}.`,
    missingNice: `Atouts absents du CV${NB}: {list}.`,
    excluded: `Non demandé par l’offre, donc écarté (les autres critères pèsent d’autant plus)${NB}: {list}.`,
    skills: '{found} compétences attestées sur {total} ({foundRequired} sur {required} requises).',
    title: `Intitulé de l’offre${NB}: {job}${NB}; le plus proche dans le CV${NB}: {resume} ({percent}${NNB}% de similarité).`,
    noTitle: 'Le CV n’indique aucun intitulé ni poste à comparer avec {job}.',
    educationMet: `L’offre demande {level}${NB}; le CV indique {resume}.`,
    educationBelow: `L’offre demande {level}${NB}; le niveau le plus élevé du CV est {resume}.`,
    educationNone: `L’offre demande {level}${NB}; le CV n’indique aucun diplôme lisible.`,
    experience: `L’offre demande au moins {years}${NB}ans d’expérience${NB}; l’historique daté du CV commence en {start} ({entries}).`,
    experienceShort: `L’offre demande au moins {years}${NB}ans d’expérience${NB}; l’historique daté du CV commence en {start} ({entries}), ce qui pourrait être insuffisant.`,
    experienceNone: `L’offre demande au moins {years}${NB}ans d’expérience${NB}; le CV ne compte aucun poste daté.`,
    languages: `Langues demandées${NB}: {list}.`,
    languageFound: '{name} (attesté)',
    languageMissing: '{name} (absent)',
    notAsked: 'Non demandé par l’offre : écarté, les autres critères pèsent d’autant plus.'.replace(' :', `${NB}:`),
  },
};

export const say = (key: string, language: Language, values: Values = {}) => fill(TEXTS[language][key] ?? key, values);
