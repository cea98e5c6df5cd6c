import { z } from 'zod';
import { BinList, IsoDateTime, PdfQuery, ShareBody, ShareLink, Uuid } from './common.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_JOB_DESCRIPTION_LENGTH,
  MAX_JOB_URL_LENGTH,
  MAX_RESUME_NAME_LENGTH,
} from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

export const SUPERMATCH_STATUSES = ['processing', 'mismatch', 'ready', 'failed'] as const;
export type SuperMatchStatus = (typeof SUPERMATCH_STATUSES)[number];

/** The match verdict kept with a SuperMatch. */
export const MatchVerdict = z.object({
  verdict: z.enum(['good', 'poor']),
  confidence: z.string(),
  score: z.number(),
  reasons: z.array(z.string()).meta({ description: "In the user's language when they asked" }),
});
export type MatchVerdict = z.infer<typeof MatchVerdict>;

/** A SuperMatch as the dashboard and the result screen read it. */
export const SuperMatch = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(SUPERMATCH_STATUSES),
  resumeId: z.string(),
  tailoredResumeId: z.string().nullable().meta({ description: 'Set once ready' }),
  runId: z.string().meta({ description: 'The pipeline run to follow at /api/runs/{runId}(/events)' }),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  jobUrl: z.string().nullable(),
  language: z.string().nullable(),
  match: MatchVerdict.nullable(),
  mismatch: z.boolean().meta({ description: 'Stopped on "Job Mismatch Detected": confirm to go on' }),
  downloadUrl: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SuperMatch = z.infer<typeof SuperMatch>;

export const SuperMatchList = z.object({ items: z.array(SuperMatch) });
export type SuperMatchList = z.infer<typeof SuperMatchList>;

/** A job link or a pasted description (one is needed), and the resume to tailor. */
export const StartSuperMatchBody = z.object({
  resumeId: Uuid,
  jobUrl: z.string().max(MAX_JOB_URL_LENGTH).optional().nullable(),
  jobDescription: z.string().max(MAX_JOB_DESCRIPTION_LENGTH).optional().nullable(),
  confirmMismatch: z.boolean().optional(),
});
export type StartSuperMatchBody = z.infer<typeof StartSuperMatchBody>;

export const RenameSuperMatchBody = z.object({ name: z.string().trim().min(1).max(MAX_RESUME_NAME_LENGTH) });
export type RenameSuperMatchBody = z.infer<typeof RenameSuperMatchBody>;

/** One keyword of the posting, and whether the resume showed it before and after tailoring. */
export const ReportKeyword = z.object({
  id: z.string(),
  term: z.string().meta({ description: 'As the posting writes it' }),
  kind: z.string(),
  required: z.boolean().meta({ description: 'False for a nice to have' }),
  foundBefore: z.boolean(),
  foundAfter: z.boolean(),
  /** The words the tailored resume shows it with (another spelling, a synonym). */
  resumeTerms: z.array(z.string()),
});
export type ReportKeyword = z.infer<typeof ReportKeyword>;

export const ReportFactor = z.object({
  id: z.string(),
  weight: z.number(),
  score: z.number(),
  explanation: z.string(),
});

/** The evidence of a ready SuperMatch: the posting, the tailored resume's text, the keywords lit in both. */
export const SuperMatchReport = z.object({
  posting: z.object({
    title: z.string().nullable(),
    company: z.string().nullable(),
    url: z.string().nullable(),
    description: z.string(),
  }),
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  factors: z.array(ReportFactor).meta({ description: 'Of the tailored resume, explained in the request language' }),
  keywords: z.array(ReportKeyword),
  resume: z
    .array(z.object({ heading: z.string(), lines: z.array(z.string()) }))
    .meta({ description: 'The tailored resume as text, section by section' }),
});
export type SuperMatchReport = z.infer<typeof SuperMatchReport>;

const notFound = ['SUPERMATCH_NOT_FOUND'] as const;

export const supermatchesRoutes = defineRoutes({
  startSuperMatch: {
    method: 'POST',
    path: PATHS.supermatches,
    tag: 'supermatch',
    summary:
      'Request a SuperMatch (costs credits); 202 with the run to follow. Repeating it with the same Idempotency-Key answers the same SuperMatch, charged once',
    auth: true,
    status: 202,
    body: StartSuperMatchBody,
    headers: [
      {
        name: IDEMPOTENCY_KEY_HEADER,
        description: 'A key the client makes per request (a UUID): a retry or double click with it never charges twice',
        maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
      },
    ],
    response: SuperMatch,
    errors: [
      'INVALID_REQUEST',
      'JOB_INPUT_REQUIRED',
      'INSUFFICIENT_CREDITS',
      'RESUME_NOT_FOUND',
      'RESUME_NOT_READY',
      'INVALID_IDEMPOTENCY_KEY',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  listSuperMatches: {
    method: 'GET',
    path: PATHS.supermatches,
    tag: 'supermatch',
    summary: 'SuperMatch history, newest first',
    auth: true,
    status: 200,
    response: SuperMatchList,
  },
  getSuperMatch: {
    method: 'GET',
    path: PATHS.supermatch,
    tag: 'supermatch',
    summary: 'One SuperMatch',
    auth: true,
    status: 200,
    response: SuperMatch,
    errors: notFound,
  },
  renameSuperMatch: {
    method: 'PATCH',
    path: PATHS.supermatch,
    tag: 'supermatch',
    summary: 'Rename a SuperMatch',
    auth: true,
    status: 200,
    body: RenameSuperMatchBody,
    response: SuperMatch,
    errors: ['INVALID_REQUEST', ...notFound],
  },
  deleteSuperMatch: {
    method: 'DELETE',
    path: PATHS.supermatch,
    tag: 'supermatch',
    summary: 'Move a SuperMatch and its tailored resume to the bin for 30 days (one still processing is cancelled and deleted at once)',
    auth: true,
    status: 204,
    response: null,
    errors: notFound,
  },
  restoreSuperMatch: {
    method: 'POST',
    path: PATHS.supermatchRestore,
    tag: 'supermatch',
    summary: 'Take a SuperMatch and its tailored resume out of the bin',
    auth: true,
    status: 200,
    response: SuperMatch,
    errors: ['LIBRARY_ITEM_NOT_FOUND'],
  },
  listSuperMatchBin: {
    method: 'GET',
    path: PATHS.supermatchBin,
    tag: 'supermatch',
    summary: "The user's deleted SuperMatches still restorable, most recently deleted first",
    auth: true,
    status: 200,
    response: BinList,
  },
  confirmSuperMatch: {
    method: 'POST',
    path: PATHS.supermatchConfirm,
    tag: 'supermatch',
    summary: 'Go on despite "Job Mismatch Detected" (costs credits again)',
    auth: true,
    status: 202,
    response: SuperMatch,
    errors: [...notFound, 'SUPERMATCH_NOT_AWAITING_CONFIRMATION', 'INSUFFICIENT_CREDITS'],
  },
  superMatchReport: {
    method: 'GET',
    path: PATHS.supermatchReport,
    tag: 'supermatch',
    summary: 'The match report of a ready SuperMatch: posting and tailored resume, keywords found before and after',
    auth: true,
    status: 200,
    response: SuperMatchReport,
    errors: [...notFound, 'RESUME_NOT_READY'],
  },
  superMatchCoverLetter: {
    method: 'GET',
    path: PATHS.supermatchCoverLetter,
    tag: 'supermatch',
    summary: "The cover letter as a PDF: from the tailored resume and the posting, in the resume's language, in the template's style",
    auth: true,
    status: 200,
    query: PdfQuery,
    response: null,
    produces: 'application/pdf',
    errors: [...notFound, 'RESUME_NOT_READY', 'RENDER_CHECK_FAILED'],
  },
  superMatchPdf: {
    method: 'GET',
    path: PATHS.supermatchPdf,
    tag: 'supermatch',
    summary: 'The tailored resume as a PDF',
    auth: true,
    status: 200,
    query: PdfQuery,
    response: null,
    produces: 'application/pdf',
    errors: [...notFound, 'RESUME_NOT_READY'],
  },
  shareSuperMatch: {
    method: 'POST',
    path: PATHS.supermatchShare,
    tag: 'supermatch',
    summary: 'Make a share link of the tailored resume',
    auth: true,
    status: 201,
    body: ShareBody,
    response: ShareLink,
    errors: [...notFound, 'RESUME_NOT_READY'],
  },
  unshareSuperMatch: {
    method: 'DELETE',
    path: PATHS.supermatchShare,
    tag: 'supermatch',
    summary: 'Revoke the share link',
    auth: true,
    status: 204,
    response: null,
    errors: notFound,
  },
});
