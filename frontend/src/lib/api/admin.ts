import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { DebugHtmlResult, DebugParseResult, DebugRenderRequest, DebugRenderResult } from './types';

/** POST /api/admin/debug/render: a JSON Resume printed to PDF, with timings (administrators only). */
export function debugRender(body: DebugRenderRequest): Promise<DebugRenderResult> {
  return request<DebugRenderResult>(PATHS.debugRender, { method: 'POST', json: body, timeoutMs: 60_000 });
}

/** POST /api/admin/debug/html: the HTML the PDF is printed from. */
export function debugHtml(body: DebugRenderRequest): Promise<DebugHtmlResult> {
  return request<DebugHtmlResult>(PATHS.debugHtml, { method: 'POST', json: body });
}

/** POST /api/admin/debug/parse: a resume file's structured result, confidences and warnings. */
export function debugParse(file: File): Promise<DebugParseResult> {
  const form = new FormData();
  form.append('file', file);
  return request<DebugParseResult>(PATHS.debugParse, { method: 'POST', form, timeoutMs: 60_000 });
}
