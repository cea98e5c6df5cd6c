import { z } from 'zod';
import { LOCALES, RESUME_TEMPLATES } from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/** One Bull queue's job counts by state. */
export const QueueCounts = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  paused: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCounts>;

export const AdminOverview = z.object({ queues: z.array(QueueCounts) });
export type AdminOverview = z.infer<typeof AdminOverview>;

/** A JSON Resume to print with a template (the debug pages); the resume is checked like an import. */
export const DebugRenderRequest = z.object({
  resume: z.record(z.string(), z.unknown()),
  template: z.enum(RESUME_TEMPLATES),
  language: z.enum(LOCALES),
});
export type DebugRenderRequest = z.infer<typeof DebugRenderRequest>;

export const DebugRenderResult = z.object({
  pdfBase64: z.string(),
  pageCount: z.number().int(),
  bytes: z.number().int(),
  timings: z.object({ renderMs: z.number(), totalMs: z.number() }),
});
export type DebugRenderResult = z.infer<typeof DebugRenderResult>;

export const DebugHtmlResult = z.object({ html: z.string() });
export type DebugHtmlResult = z.infer<typeof DebugHtmlResult>;

export const DebugParseResult = z.object({
  resume: z.record(z.string(), z.unknown()),
  language: z.enum(LOCALES),
  confidence: z.record(z.string(), z.number()),
  warnings: z.array(z.object({ code: z.string(), detail: z.string().optional() })),
  timings: z.object({ parseMs: z.number() }),
});
export type DebugParseResult = z.infer<typeof DebugParseResult>;

/**
 * Administrator routes (the `admin` custom claim, `./bin/atelier admin UID`). Anyone else gets
 * the ordinary 404 NOT_FOUND, as for an unknown path. Bearer token or the `__session` cookie.
 */
export const adminRoutes = defineRoutes({
  getAdminOverview: {
    method: 'GET',
    path: PATHS.adminOverview,
    tag: 'admin',
    summary: 'Job counts of every queue (administrators only; 404 for anyone else)',
    auth: true,
    status: 200,
    response: AdminOverview,
  },
  debugRender: {
    method: 'POST',
    path: PATHS.debugRender,
    tag: 'admin',
    summary: 'Prints a JSON Resume to PDF with a template, with timings (administrators only)',
    auth: true,
    status: 200,
    body: DebugRenderRequest,
    response: DebugRenderResult,
    errors: ['INVALID_REQUEST', 'RENDER_CHECK_FAILED'],
  },
  debugHtml: {
    method: 'POST',
    path: PATHS.debugHtml,
    tag: 'admin',
    summary: 'The HTML a JSON Resume is printed from (administrators only)',
    auth: true,
    status: 200,
    body: DebugRenderRequest,
    response: DebugHtmlResult,
    errors: ['INVALID_REQUEST'],
  },
  debugParse: {
    method: 'POST',
    path: PATHS.debugParse,
    tag: 'admin',
    summary: 'Parses an uploaded resume file: the structured result with confidences and warnings (administrators only)',
    auth: true,
    status: 200,
    bodyType: 'multipart/form-data',
    response: DebugParseResult,
    errors: ['NO_FILE', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
  },
  getMetrics: {
    method: 'GET',
    path: PATHS.metrics,
    tag: 'admin',
    summary: 'Prometheus metrics (text exposition format); `Authorization: Bearer <METRICS_TOKEN>`, 401 without it',
    auth: false,
    status: 200,
    response: null,
    produces: 'text/plain; version=0.0.4',
  },
});
