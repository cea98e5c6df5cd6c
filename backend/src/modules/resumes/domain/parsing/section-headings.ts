import { foldAccents } from '../../../../shared/text';
import type { SectionId } from '../section-headings';

/** The sections of a resume (those we print, plus contact details) and the headings that announce them, in English and French. */
export type SectionKind = SectionId | 'contact';

// prettier-ignore
const HEADINGS: Record<SectionKind, string[]> = {
  summary: ['summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective',
    'overview', 'introduction', 'profil', 'profil professionnel', 'a propos', 'a propos de moi', 'resume', 'objectif', 'presentation', 'qui suis-je'],
  work: ['experience', 'experiences', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'relevant experience', 'career', 'experience professionnelle', 'experiences professionnelles', 'parcours professionnel',
    'parcours', 'emplois', 'historique professionnel', 'experience pertinente', 'internships', 'stages', 'positions'],
  education: ['education', 'academic background', 'education and training', 'academic', 'qualifications', 'degrees', 'studies',
    'formation', 'formations', 'etudes', 'ecoles', 'ecole', 'scolarite et diplomes', 'diplomes', 'parcours academique', 'formation academique', 'cursus', 'scolarite', 'diplomes et formations'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'expertise', 'areas of expertise',
    'technologies', 'tools', 'technical expertise', 'skills and abilities', 'hard skills', 'soft skills', 'competences', 'competences techniques',
    'savoir-faire', 'savoir faire', 'savoir-etre', 'outils', 'competences cles', 'domaines de competences', 'informatique', 'computer skills'],
  languages: ['languages', 'language skills', 'langues', 'langues etrangeres', 'competences linguistiques'],
  certificates: ['certifications', 'certificates', 'certification', 'licenses', 'licenses and certifications', 'certificats', 'habilitations'],
  projects: ['projects', 'personal projects', 'selected projects', 'key projects', 'side projects', 'projets', 'projets personnels', 'realisations'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'community', 'benevolat', 'engagements', 'vie associative', 'engagement associatif',
    'involvement', 'campus involvement', 'on campus involvement', 'community involvement', 'leadership', 'leadership experience',
    'extracurricular activities', 'vie etudiante', 'engagement etudiant'],
  awards: ['awards', 'honors', 'honours', 'achievements', 'awards and honors', 'distinctions', 'prix', 'recompenses', 'prix et distinctions'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'activities', "centres d'interet", 'centres d interet', 'loisirs', "centres d'interets", 'passions'],
  publications: ['publications', 'papers', 'research', 'selected publications', 'conferences', 'talks'],
  references: ['references', 'referees'],
  contact: ['contact', 'contact information', 'personal information', 'coordonnees', 'informations personnelles', 'details', 'personal details', 'personal data',
    'contact details', 'links', 'liens', 'etat civil', 'donnees personnelles', 'infos personnelles', 'informations de contact'],
};

const fold = (s: string) => foldAccents(s).replace(/[’`]/g, "'");
const LOOKUP = new Map<string, SectionKind>();
// Letter-spaced headings lose their word breaks ("EMPLOYMENTHISTORY"): also match without spaces.
const SOLID = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as Array<[SectionKind, string[]]>) {
  for (const n of names) {
    LOOKUP.set(n, kind);
    SOLID.set(n.replace(/[^a-z]/g, ''), kind);
  }
}

/**
 * The section a line announces, if it is a heading: the whole line (give or take a colon, an
 * icon, "&" / "and" / "et" joins) must be a known heading, e.g. "EXPÉRIENCE", "Skills & Tools".
 */
export function headingKind(line: string): SectionKind | null {
  const text = fold(line)
    .replace(/[^a-z' &/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/:$/, '');
  if (!text || text.length > 48) return null;
  const direct = LOOKUP.get(text) ?? (text.includes(' ') ? undefined : SOLID.get(text.replace(/[^a-z]/g, '')));
  if (direct) return direct;
  // "Skills & Tools", "Education and Certifications", "Langues et loisirs": the first part decides.
  const first = text.split(/\s(?:&|and|et|\/)\s|\s*\/\s*/)[0].trim();
  return LOOKUP.get(first) ?? null;
}

// Words of section headings, for lines that are not a known heading but read like one
// ("INFORMATIONS COMPLÉMENTAIRES", "KEY ACHIEVEMENTS"): never a person's name.
const HEADING_WORDS = new Set(
  `personal personnel personnelle personnelles donnees data informations information infos details profile profil summary resume
  experience experiences skills competences education formation formations languages langues interests contact coordonnees objective
  objectif references projects projets certifications qualifications professional professionnel professionnelle professionnels
  professionnelles career carriere key cles additional complementaires other autres divers hobbies loisirs activities activites
  achievements realisations curriculum vitae cv employment emploi history historique technical techniques training`.split(/\s+/),
);

/** A line in capitals made of heading words ("DONNÉES PERSONNELLES"), known heading or not. */
export function looksLikeHeadingPhrase(line: string): boolean {
  if (/\p{Ll}/u.test(line)) return false;
  const words = fold(line)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length > 0 && words.some((w) => HEADING_WORDS.has(w));
}
