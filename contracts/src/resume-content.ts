import { z } from 'zod';
import { IsoDateTime, Locale, PdfQuery, ResumeTemplate } from './common.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';
import { Resume, UploadResumeBody } from './resumes.js';

/**
 * The structured content of a resume as the editor reads and writes it: JSON Resume
 * (https://jsonresume.org/schema) with bounded strings and lists, so one save can never be a
 * megabyte of text or a thousand jobs. Unknown fields of an imported JSON Resume are kept (loose
 * objects), but the whole document is bounded in size and depth (see ResumeContentBody).
 */
// Under the JSON body limit (100 kB) with room for the envelope; a long real resume is about 15 kB.
export const MAX_CONTENT_BYTES = 90_000;
export const MAX_CONTENT_DEPTH = 8;
const LINE = 500;
const PROSE = 5000;
const ENTRIES = 100;
const ITEMS = 60;

const line = z.string().max(LINE);
const prose = z.string().max(PROSE);
const date = z.string().max(40);
const lines = z.array(z.string().max(PROSE)).max(ITEMS);
const entries = <T extends z.ZodType>(item: T) => z.array(item).max(ENTRIES);

export const ContentLocation = z.looseObject({
  address: line.optional(),
  postalCode: line.optional(),
  city: line.optional(),
  countryCode: line.optional(),
  region: line.optional(),
});
export const ContentProfile = z.looseObject({ network: line.optional(), username: line.optional(), url: line.optional() });
export const ContentBasics = z.looseObject({
  name: line.optional(),
  label: line.optional(),
  image: line.optional(),
  email: line.optional(),
  phone: line.optional(),
  url: line.optional(),
  summary: prose.optional(),
  location: ContentLocation.optional(),
  profiles: entries(ContentProfile).optional(),
});
const dated = { startDate: date.optional(), endDate: date.optional() };
export const ContentWork = z.looseObject({
  name: line.optional(),
  position: line.optional(),
  location: line.optional(),
  url: line.optional(),
  ...dated,
  summary: prose.optional(),
  highlights: lines.optional(),
});
export const ContentVolunteer = z.looseObject({
  organization: line.optional(),
  position: line.optional(),
  url: line.optional(),
  ...dated,
  summary: prose.optional(),
  highlights: lines.optional(),
});
export const ContentEducation = z.looseObject({
  institution: line.optional(),
  url: line.optional(),
  area: line.optional(),
  studyType: line.optional(),
  ...dated,
  score: line.optional(),
  courses: lines.optional(),
});
export const ContentSkill = z.looseObject({ name: line.optional(), level: line.optional(), keywords: lines.optional() });
export const ContentLanguage = z.looseObject({ language: line.optional(), fluency: line.optional() });
export const ContentCertificate = z.looseObject({
  name: line.optional(),
  date: date.optional(),
  issuer: line.optional(),
  url: line.optional(),
});
export const ContentProject = z.looseObject({
  name: line.optional(),
  description: prose.optional(),
  highlights: lines.optional(),
  keywords: lines.optional(),
  ...dated,
  url: line.optional(),
  roles: lines.optional(),
  entity: line.optional(),
  type: line.optional(),
});
export const ContentAward = z.looseObject({
  title: line.optional(),
  date: date.optional(),
  awarder: line.optional(),
  summary: prose.optional(),
});
export const ContentInterest = z.looseObject({ name: line.optional(), keywords: lines.optional() });

export const JsonResumeContent = z.looseObject({
  basics: ContentBasics.optional(),
  work: entries(ContentWork).optional(),
  volunteer: entries(ContentVolunteer).optional(),
  education: entries(ContentEducation).optional(),
  awards: entries(ContentAward).optional(),
  certificates: entries(ContentCertificate).optional(),
  publications: entries(z.looseObject({})).optional(),
  skills: entries(ContentSkill).optional(),
  languages: entries(ContentLanguage).optional(),
  interests: entries(ContentInterest).optional(),
  references: entries(z.looseObject({})).optional(),
  projects: entries(ContentProject).optional(),
});
export type JsonResumeContent = z.infer<typeof JsonResumeContent>;

/** The editor's sections, in the order it shows them. */
export const EDITOR_SECTIONS = [
  'basics',
  'summary',
  'work',
  'education',
  'skills',
  'languages',
  'certificates',
  'projects',
  'volunteer',
  'awards',
  'interests',
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

/** The content with its language; bounded in bytes and nesting (unknown fields could otherwise nest without end). */
export const ResumeContentBody = z.object({ resume: JsonResumeContent, language: Locale }).superRefine((body, ctx) => {
  if (new TextEncoder().encode(JSON.stringify(body.resume)).length > MAX_CONTENT_BYTES)
    ctx.addIssue({ code: 'custom', path: ['resume'], message: `at most ${MAX_CONTENT_BYTES} bytes` });
  if (depthOf(body.resume) > MAX_CONTENT_DEPTH)
    ctx.addIssue({ code: 'custom', path: ['resume'], message: `nested at most ${MAX_CONTENT_DEPTH} deep` });
});
export type ResumeContentBody = z.infer<typeof ResumeContentBody>;

/** A warning of the parser, shown beside the fields it concerns. */
export const ContentWarning = z.object({ code: z.string(), detail: z.string().optional() });

export const ResumeContent = z.object({
  resume: JsonResumeContent,
  language: Locale,
  confidence: z
    .record(z.string(), z.number())
    .meta({ description: 'How sure the parser was of each field (0..1), by path such as "work[0].name"' }),
  warnings: z.array(ContentWarning),
  updatedAt: IsoDateTime,
});
export type ResumeContent = z.infer<typeof ResumeContent>;

/** A live preview: the content as the chosen template prints it (HTML, same renderer as the PDF). */
export const PreviewContentBody = z.object({ resume: JsonResumeContent, language: Locale, template: ResumeTemplate });
export type PreviewContentBody = z.infer<typeof PreviewContentBody>;

/** Start from scratch: who you are, what you did, what you know. */
export const ScratchBody = z.object({
  language: Locale,
  name: z.string().trim().min(1).max(LINE),
  label: line.optional(),
  email: line.optional(),
  phone: line.optional(),
  city: line.optional(),
  summary: prose.optional(),
  work: z
    .array(z.object({ position: line, name: line, startDate: date.optional(), endDate: date.optional(), notes: prose.optional() }))
    .max(20),
  education: z.array(z.object({ institution: line, studyType: line.optional(), area: line.optional(), endDate: date.optional() })).max(20),
  skills: z.array(z.string().trim().min(1).max(100)).max(ITEMS),
  languages: z.array(z.object({ language: line, fluency: line.optional() })).max(20),
});
export type ScratchBody = z.infer<typeof ScratchBody>;

export const DocxQuery = PdfQuery;

const owned = ['RESUME_NOT_FOUND', 'RESUME_NOT_READY'] as const;

export const resumeContentRoutes = defineRoutes({
  resumeDocx: {
    method: 'GET',
    path: PATHS.resumeDocx,
    tag: 'resumes',
    summary: 'The resume as a Word document (same query as the PDF): headings, lists, no text boxes; its text is checked before it is sent',
    auth: true,
    status: 200,
    query: DocxQuery,
    response: null,
    produces: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    errors: [...owned, 'DOWNLOAD_NOT_FOUND'],
  },
  getResumeContent: {
    method: 'GET',
    path: PATHS.resumeContent,
    tag: 'resumes',
    summary: "The resume's structured content, with the parser's confidence per field and its warnings (the editor)",
    auth: true,
    status: 200,
    response: ResumeContent,
    errors: [...owned],
  },
  saveResumeContent: {
    method: 'PUT',
    path: PATHS.resumeContent,
    tag: 'resumes',
    summary: "Replace the resume's structured content (an edit: saved as a version, both templates re-rendered)",
    auth: true,
    status: 200,
    body: ResumeContentBody,
    response: ResumeContent,
    errors: ['INVALID_REQUEST', ...owned, 'RENDER_CHECK_FAILED'],
  },
  previewResumeContent: {
    method: 'POST',
    path: PATHS.resumeContentPreview,
    tag: 'resumes',
    summary: 'Content not saved yet as the template prints it (HTML for the live preview)',
    auth: true,
    status: 200,
    body: PreviewContentBody,
    response: null,
    produces: 'text/html',
    errors: ['INVALID_REQUEST'],
  },
  importLinkedin: {
    method: 'POST',
    path: PATHS.resumeLinkedinImport,
    tag: 'resumes',
    auth: true,
    status: 201,
    body: UploadResumeBody,
    bodyType: 'multipart/form-data',
    response: Resume,
    summary: 'A resume from LinkedIn\'s data export ZIP or its "Save to PDF" profile, ready to edit',
    errors: ['NO_FILE', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'LINKEDIN_IMPORT_FAILED'],
  },
  createScratchResume: {
    method: 'POST',
    path: PATHS.resumeFromScratch,
    tag: 'resumes',
    auth: true,
    status: 201,
    body: ScratchBody,
    response: Resume,
    summary: 'A resume from the short guided form (start from scratch), ready to edit',
    errors: ['INVALID_REQUEST'],
  },
});
