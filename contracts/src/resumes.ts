import { z } from 'zod';
import { BinList, IsoDateTime, Locale, PdfQuery, ResumeTemplate, ShareBody, ShareLink } from './common.js';
import { MAX_RESUME_NAME_LENGTH, MAX_SEARCH_LENGTH, RESUME_FILE_TYPES } from './constants.js';
import { ReadJobPostingBody } from './job-postings.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';
import { RunStarted } from './runs.js';

/** Where a resume is in its processing (its intake run says the same, stage by stage). */
export const RESUME_STAGES = ['queued', 'extracting', 'rendering', 'ready', 'failed'] as const;
export type ResumeStage = (typeof RESUME_STAGES)[number];

export const RESUME_KINDS = ['upload', 'tailored'] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];

const FileType = z.enum(RESUME_FILE_TYPES);

/** A resume: never the owner id or the stored bytes. */
export const Resume = z.object({
  id: z.string(),
  name: z.string().max(MAX_RESUME_NAME_LENGTH),
  isBase: z.boolean(),
  kind: z.enum(RESUME_KINDS),
  sourceResumeId: z.string().nullable().meta({ description: 'A tailored resume: the upload it was made from' }),
  fileName: z.string(),
  fileType: FileType,
  sizeBytes: z.int().min(0),
  stage: z.enum(RESUME_STAGES),
  progress: z.int().min(0).max(100).nullable().meta({ description: 'Percent done; null once failed' }),
  errorCode: z.string().nullable(),
  language: Locale.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Resume = z.infer<typeof Resume>;

/** GET /api/resumes/:id adds the error in the request language. */
export const ResumeDetail = Resume.extend({ errorMessage: z.string().nullable() });
export type ResumeDetail = z.infer<typeof ResumeDetail>;

/** 201 of an upload: the resume, and the intake run that parses and renders it. */
export const ResumeUploaded = Resume.extend({ runId: z.string().meta({ description: 'Follow it at /api/runs/{runId}(/events)' }) });
export type ResumeUploaded = z.infer<typeof ResumeUploaded>;

/** One line of the resume library. */
export const ResumeListItem = Resume.pick({
  id: true,
  name: true,
  isBase: true,
  stage: true,
  language: true,
  fileType: true,
  createdAt: true,
  updatedAt: true,
});
export type ResumeListItem = z.infer<typeof ResumeListItem>;

/** A resume with a share link: how often the link was opened (views) and downloaded. */
export const ResumeListItemWithShare = ResumeListItem.extend({
  share: z
    .object({ views: z.int().min(0), downloads: z.int().min(0) })
    .nullable()
    .meta({ description: 'Statistics of its share link; null when not shared' }),
});
export type ResumeListItemWithShare = z.infer<typeof ResumeListItemWithShare>;

/** ?download=1 on a share link: served as a download (counted as one) rather than shown. */
export const SharedQuery = z.object({ download: z.enum(['1']).optional().catch(undefined) });
export type SharedQuery = z.infer<typeof SharedQuery>;

export const ResumeList = z.object({ items: z.array(ResumeListItemWithShare) });
export type ResumeList = z.infer<typeof ResumeList>;

export const ResumeListQuery = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH).optional().meta({ description: 'Searches names ignoring case and accents' }),
});
export type ResumeListQuery = z.infer<typeof ResumeListQuery>;

export const RenameResumeBody = z.object({ name: z.string().trim().min(1).max(MAX_RESUME_NAME_LENGTH).meta({ description: 'Trimmed' }) });
export type RenameResumeBody = z.infer<typeof RenameResumeBody>;

/** ?template= of a preview image; an unknown one falls back to the default. */
export const PreviewQuery = z.object({ template: ResumeTemplate.catch('ats') });
export type PreviewQuery = z.infer<typeof PreviewQuery>;

/** multipart/form-data with one `file` field (documentation only: multer reads it). */
export const UploadResumeBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'PDF, DOCX, DOC or JSON Resume, at most 10 MB' }),
});

/**
 * Optional answers to the enhancement questions (question id → answer), and the job the resume
 * aims at: the skills it requires that the resume does not show become questions (the wording
 * itself stays job-neutral; tailoring to a job is SuperMatch).
 */
export const EnhanceBody = z.object({
  answers: z.record(z.string().max(200), z.string().max(2000)).optional(),
  job: ReadJobPostingBody.optional(),
});
export type EnhanceBody = z.infer<typeof EnhanceBody>;

const library = ['LIBRARY_ITEM_NOT_FOUND', 'RESUME_NOT_FOUND'] as const;

export const resumesRoutes = defineRoutes({
  uploadResume: {
    method: 'POST',
    path: PATHS.resumes,
    tag: 'resumes',
    auth: true,
    status: 201,
    body: UploadResumeBody,
    bodyType: 'multipart/form-data',
    response: ResumeUploaded,
    summary: 'Upload a resume (multipart, field `file`); parsing and rendering run in the background as an intake run',
    errors: ['NO_FILE', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
  },
  listResumes: {
    method: 'GET',
    path: PATHS.resumes,
    tag: 'resumes',
    summary: "The user's uploaded resumes, newest first; q searches names ignoring case and accents",
    auth: true,
    status: 200,
    query: ResumeListQuery,
    response: ResumeList,
  },
  getResume: {
    method: 'GET',
    path: PATHS.resume,
    tag: 'resumes',
    summary: 'One resume and its processing stage',
    auth: true,
    status: 200,
    response: ResumeDetail,
    errors: ['RESUME_NOT_FOUND'],
  },
  renameResume: {
    method: 'PATCH',
    path: PATHS.resume,
    tag: 'resumes',
    summary: 'Rename a resume',
    auth: true,
    status: 200,
    body: RenameResumeBody,
    response: Resume,
    errors: ['INVALID_REQUEST', ...library],
  },
  deleteResume: {
    method: 'DELETE',
    path: PATHS.resume,
    tag: 'resumes',
    summary: 'Move a resume to the bin, restorable for 30 days (not the base resume)',
    auth: true,
    status: 204,
    response: null,
    errors: [...library, 'BASE_RESUME_CANNOT_BE_DELETED'],
  },
  restoreResume: {
    method: 'POST',
    path: PATHS.resumeRestore,
    tag: 'resumes',
    summary: 'Take a resume out of the bin (Undo, or the bin): it comes back with its files, versions and share link',
    auth: true,
    status: 204,
    response: null,
    errors: ['LIBRARY_ITEM_NOT_FOUND'],
  },
  exportLibrary: {
    method: 'GET',
    path: PATHS.libraryExport,
    tag: 'resumes',
    summary: "Download everything: a ZIP of the user's ready resumes, each as its PDF (ATS Optimized) and JSON Resume, streamed",
    auth: true,
    status: 200,
    response: null,
    produces: 'application/zip',
  },
  listResumeBin: {
    method: 'GET',
    path: PATHS.resumeBin,
    tag: 'resumes',
    summary: "The user's deleted resumes still restorable, most recently deleted first",
    auth: true,
    status: 200,
    response: BinList,
  },
  setBaseResume: {
    method: 'POST',
    path: PATHS.resumeBase,
    tag: 'resumes',
    summary: 'Make this upload the base resume (the previous base stops being it)',
    auth: true,
    status: 200,
    response: Resume,
    errors: ['RESUME_NOT_FOUND', 'RESUME_CANNOT_BE_BASE'],
  },
  shareResume: {
    method: 'POST',
    path: PATHS.resumeShare,
    tag: 'resumes',
    summary: 'Make a share link (replaces and revokes the previous one); the token is shown only in this answer',
    auth: true,
    status: 201,
    body: ShareBody,
    response: ShareLink,
    errors: ['RESUME_NOT_FOUND', 'DOWNLOAD_NOT_FOUND', 'RESUME_NOT_READY'],
  },
  unshareResume: {
    method: 'DELETE',
    path: PATHS.resumeShare,
    tag: 'resumes',
    summary: 'Revoke the share link: it stops working at once',
    auth: true,
    status: 204,
    response: null,
    errors: ['RESUME_NOT_FOUND'],
  },
  resumePdf: {
    method: 'GET',
    path: PATHS.resumePdf,
    tag: 'resumes',
    summary: "The PDF (ATS Optimized by default; the resume's language by default)",
    auth: true,
    status: 200,
    query: PdfQuery,
    response: null,
    produces: 'application/pdf',
    errors: ['RESUME_NOT_FOUND', 'RESUME_NOT_READY', 'DOWNLOAD_NOT_FOUND'],
  },
  resumePreview: {
    method: 'GET',
    path: PATHS.resumePreview,
    tag: 'resumes',
    summary: 'The first page of one template as a PNG (style picker, dashboard)',
    auth: true,
    status: 200,
    query: PreviewQuery,
    response: null,
    produces: 'image/png',
    errors: ['RESUME_NOT_FOUND', 'RESUME_NOT_READY'],
  },
  resumeJson: {
    method: 'GET',
    path: PATHS.resumeJson,
    tag: 'resumes',
    summary: 'The resume as a JSON Resume file (export), once parsed',
    auth: true,
    status: 200,
    response: null,
    produces: 'application/json',
    errors: ['RESUME_NOT_FOUND', 'RESUME_NOT_READY'],
  },
  sharedResume: {
    method: 'GET',
    path: PATHS.sharedResume,
    tag: 'resumes',
    summary: 'The PDF behind a share link (no sign-in needed); counted as a view, or a download with ?download=1',
    auth: false,
    status: 200,
    query: SharedQuery,
    response: null,
    produces: 'application/pdf',
    errors: ['SHARE_NOT_FOUND'],
  },
  enhanceResume: {
    method: 'POST',
    path: PATHS.resumeEnhance,
    tag: 'resumes',
    auth: true,
    status: 202,
    body: EnhanceBody,
    response: RunStarted,
    summary:
      'Enhance a ready resume (ATS wording, summary, merged skills); answers feed the personalization. Follow the run at /api/runs/{runId}',
    errors: ['RESUME_NOT_FOUND', 'RESUME_NOT_READY', 'INVALID_ANSWERS'],
  },
});
