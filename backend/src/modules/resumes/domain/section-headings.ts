import type { ResumeLanguage } from '../../../shared/json-resume';

/** Every JSON Resume section we print, in the order recruiters expect to read them. */
export const SECTION_ORDER = [
  'summary',
  'work',
  'volunteer',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'languages',
  'interests',
  'references',
] as const;
export type SectionId = (typeof SECTION_ORDER)[number];

/**
 * Standard headings: applicant tracking systems map sections by these usual names, so we never get
 * creative with them.
 */
const HEADINGS: Record<ResumeLanguage, Record<SectionId, string>> = {
  en: {
    summary: 'Professional Summary',
    work: 'Work Experience',
    volunteer: 'Volunteer Experience',
    education: 'Education',
    skills: 'Skills',
    projects: 'Projects',
    certificates: 'Certifications',
    awards: 'Awards',
    publications: 'Publications',
    languages: 'Languages',
    interests: 'Interests',
    references: 'References',
  },
  fr: {
    summary: 'Profil professionnel',
    work: 'Expérience professionnelle',
    volunteer: 'Bénévolat',
    education: 'Formation',
    skills: 'Compétences',
    projects: 'Projets',
    certificates: 'Certifications',
    awards: 'Distinctions',
    publications: 'Publications',
    languages: 'Langues',
    interests: 'Centres d’intérêt',
    references: 'Références',
  },
};

export const sectionHeading = (id: SectionId, language: ResumeLanguage): string => HEADINGS[language][id];
