import { z } from 'zod';
import { BinList, IsoDateTime, PdfQuery, ShareBody, ShareLink, Uuid } from './common.js';
import { MAX_JOB_DESCRIPTION_LENGTH, MAX_JOB_URL_LENGTH, MAX_RESUME_NAME_LENGTH } from './constants.js';
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

const notFound = ['SUPERMATCH_NOT_FOUND'] as const;

export const supermatchesRoutes = defineRoutes({
  startSuperMatch: {
    method: 'POST',
    path: PATHS.supermatches,
    tag: 'supermatch',
    summary: 'Request a SuperMatch (costs credits); 202 with the run to follow',
    auth: true,
    status: 202,
    body: StartSuperMatchBody,
    response: SuperMatch,
    errors: ['INVALID_REQUEST', 'JOB_INPUT_REQUIRED', 'INSUFFICIENT_CREDITS', 'RESUME_NOT_FOUND', 'RESUME_NOT_READY'],
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
