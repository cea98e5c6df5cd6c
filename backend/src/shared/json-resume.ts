import { z } from 'zod';
import type { Language } from './language';

/**
 * The structured resume: JSON Resume (https://jsonresume.org/schema), defined once and shared by
 * the API, the CLI, the renderer and the pages. Lenient like the standard: every field optional,
 * unknown fields kept, so real-world files (and exports from other tools) round-trip.
 */
const text = z.string();
const date = z.string(); // ISO 8601 partial ("2020", "2020-01", "2020-01-15"); "" or absent = ongoing
const list = <T extends z.ZodTypeAny>(item: T) => z.array(item);

export const LocationSchema = z.looseObject({
  address: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  countryCode: text.optional(),
  region: text.optional(),
});

export const ProfileSchema = z.looseObject({ network: text.optional(), username: text.optional(), url: text.optional() });

export const BasicsSchema = z.looseObject({
  name: text.optional(),
  label: text.optional(),
  image: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  url: text.optional(),
  summary: text.optional(),
  location: LocationSchema.optional(),
  profiles: list(ProfileSchema).optional(),
});

export const WorkSchema = z.looseObject({
  name: text.optional(),
  position: text.optional(),
  location: text.optional(),
  url: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: text.optional(),
  highlights: list(text).optional(),
});

export const VolunteerSchema = z.looseObject({
  organization: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: text.optional(),
  highlights: list(text).optional(),
});

export const EducationSchema = z.looseObject({
  institution: text.optional(),
  url: text.optional(),
  area: text.optional(),
  studyType: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  score: text.optional(),
  courses: list(text).optional(),
});

export const AwardSchema = z.looseObject({
  title: text.optional(),
  date: date.optional(),
  awarder: text.optional(),
  summary: text.optional(),
});
export const CertificateSchema = z.looseObject({
  name: text.optional(),
  date: date.optional(),
  issuer: text.optional(),
  url: text.optional(),
});
export const PublicationSchema = z.looseObject({
  name: text.optional(),
  publisher: text.optional(),
  releaseDate: date.optional(),
  url: text.optional(),
  summary: text.optional(),
});
export const SkillSchema = z.looseObject({ name: text.optional(), level: text.optional(), keywords: list(text).optional() });
export const LanguageSchema = z.looseObject({ language: text.optional(), fluency: text.optional() });
export const InterestSchema = z.looseObject({ name: text.optional(), keywords: list(text).optional() });
export const ReferenceSchema = z.looseObject({ name: text.optional(), reference: text.optional() });
export const ProjectSchema = z.looseObject({
  name: text.optional(),
  description: text.optional(),
  highlights: list(text).optional(),
  keywords: list(text).optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  url: text.optional(),
  roles: list(text).optional(),
  entity: text.optional(),
  type: text.optional(),
});

export const JsonResumeSchema = z.looseObject({
  $schema: text.optional(),
  basics: BasicsSchema.optional(),
  work: list(WorkSchema).optional(),
  volunteer: list(VolunteerSchema).optional(),
  education: list(EducationSchema).optional(),
  awards: list(AwardSchema).optional(),
  certificates: list(CertificateSchema).optional(),
  publications: list(PublicationSchema).optional(),
  skills: list(SkillSchema).optional(),
  languages: list(LanguageSchema).optional(),
  interests: list(InterestSchema).optional(),
  references: list(ReferenceSchema).optional(),
  projects: list(ProjectSchema).optional(),
  meta: z.looseObject({ canonical: text.optional(), version: text.optional(), lastModified: text.optional() }).optional(),
});

export type JsonResume = z.infer<typeof JsonResumeSchema>;
export type JsonResumeWork = z.infer<typeof WorkSchema>;
export type JsonResumeEducation = z.infer<typeof EducationSchema>;

/** The languages a resume is read, rewritten and printed in (the app's languages). */
export type ResumeLanguage = Language;

/** Something the parser was unsure of or could not read; shown to the user, never fatal. */
export interface ParseWarning {
  code:
    | 'TWO_COLUMN_LAYOUT'
    | 'NO_WORK_SECTION'
    | 'NO_CONTACT'
    | 'UNREADABLE_DATES'
    | 'UNKNOWN_SECTION'
    | 'LOW_TEXT'
    | 'AI_REFINED'
    /** Content made plain (invisible characters, symbols) so that the printed PDF reads back; detail lists the changes. */
    | 'PRINT_NORMALISED';
  detail?: string;
}

/**
 * What we know of a resume beyond JSON Resume: its language, how sure we are of each field
 * (0..1, by JSON path such as "basics.email" or "work[0].name"), and warnings.
 */
export interface StructuredResume {
  resume: JsonResume;
  language: ResumeLanguage;
  confidence: Record<string, number>;
  warnings: ParseWarning[];
}
