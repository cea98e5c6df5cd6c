import { foldKeepingLength } from './extract-keywords';

export type EducationLevel = 'secondary' | 'vocational' | 'associate' | 'bachelor' | 'master' | 'doctorate';
export type Seniority = 'entry' | 'junior' | 'mid' | 'senior' | 'lead';

export interface JobRequirements {
  educationLevel?: EducationLevel;
  yearsOfExperience?: number;
  seniority?: Seniority;
}

const EDUCATION: Array<[RegExp, EducationLevel]> = [
  [/\b(?:phd|ph\.d|doctorate|doctorat|bac\s*\+\s*8)\b/, 'doctorate'],
  [/\b(?:master'?s?|msc|m\.sc|mba|bac\s*\+\s*5|ingenieur diplome|diplome d'ingenieur|ecole d'ingenieurs?)\b/, 'master'],
  [/\b(?:bachelor'?s?|bsc|b\.sc|ba|bs|licence|bac\s*\+\s*3|but)\b/, 'bachelor'],
  [/\b(?:associate degree|bts|dut|bac\s*\+\s*2|deug)\b/, 'associate'],
  [/\b(?:cap|bep|bac pro|titre professionnel|vocational)\b/, 'vocational'],
  [/\b(?:high school|baccalaureat|bac)\b/, 'secondary'],
];

/** What a posting asks of education, experience and level, from its wording (EN and FR). */
export function extractRequirements(text: string): JobRequirements {
  const folded = foldKeepingLength(text);
  const requirements: JobRequirements = {};
  for (const [pattern, level] of EDUCATION) {
    if (pattern.test(folded)) { requirements.educationLevel = level; break; }
  }
  const years = [...folded.matchAll(/(\d{1,2})\s*\+?\s*(?:years?|yrs|ans?|annees?)\b(?:\s+(?:of\s+|d'|de\s+))?(?:[\w\s-]{0,30})?(?:experience|exp)/g)]
    .map((m) => Number(m[1])).filter((n) => n > 0 && n < 40);
  if (years.length) requirements.yearsOfExperience = Math.max(...years);
  if (/\b(?:lead|principal|staff|head of|manager|chef d'equipe|responsable d'equipe)\b/.test(folded)) requirements.seniority = 'lead';
  else if (/\b(?:senior|confirme|experimente|expert)\b/.test(folded)) requirements.seniority = 'senior';
  else if (/\b(?:junior|debutant(?:e)? accepte|jeune diplome|graduate|entry level|entry-level|stage|intern(?:ship)?|alternance)\b/.test(folded)) requirements.seniority = 'junior';
  return requirements;
}
