import { z } from 'zod';
import { IsoDateTime, PdfQuery } from './common.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';
import { Resume } from './resumes.js';

/** Why a resume's content changed: a tailored resume's first version is 'tailoring'. */
export const RESUME_VERSION_REASONS = ['upload', 'enhancement', 'edit', 'restore', 'tailoring'] as const;
export type ResumeVersionReason = (typeof RESUME_VERSION_REASONS)[number];

/** One saved content of a resume, as the versions panel lists it (never the content itself). */
export const ResumeVersionItem = z.object({
  id: z.string(),
  reason: z.enum(RESUME_VERSION_REASONS),
  createdAt: IsoDateTime,
});
export type ResumeVersionItem = z.infer<typeof ResumeVersionItem>;

export const ResumeVersionList = z.object({ items: z.array(ResumeVersionItem) });
export type ResumeVersionList = z.infer<typeof ResumeVersionList>;

const notFound = ['RESUME_NOT_FOUND'] as const;

export const resumeVersionsRoutes = defineRoutes({
  listResumeVersions: {
    method: 'GET',
    path: PATHS.resumeVersions,
    tag: 'resumes',
    summary: "A resume's versions (upload, enhancements, edits, restores), newest first",
    auth: true,
    status: 200,
    response: ResumeVersionList,
    errors: notFound,
  },
  restoreResumeVersion: {
    method: 'POST',
    path: PATHS.resumeVersionRestore,
    tag: 'resumes',
    summary: "Make a version the resume's content again (saved as a new 'restore' version) and re-render it",
    auth: true,
    status: 200,
    response: Resume,
    errors: [...notFound, 'RESUME_NOT_READY'],
  },
  resumeVersionPdf: {
    method: 'GET',
    path: PATHS.resumeVersionPdf,
    tag: 'resumes',
    summary: 'One version as a PDF (same query as the resume PDF)',
    auth: true,
    status: 200,
    query: PdfQuery,
    response: null,
    produces: 'application/pdf',
    errors: notFound,
  },
});
