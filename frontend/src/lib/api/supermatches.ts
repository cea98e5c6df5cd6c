import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import { pdfBlob, type PdfChoice } from './resumes';
import type { ShareLink, SuperMatch } from './types';

/** GET /api/supermatches: the SuperMatch history, newest first. */
export async function listSuperMatches(): Promise<SuperMatch[]> {
  return (await request<{ items: SuperMatch[] }>(PATHS.supermatches)).items;
}

/** PATCH /api/supermatches/:id. */
export function renameSuperMatch(id: string, name: string): Promise<SuperMatch> {
  return request<SuperMatch>(apiPath(PATHS.supermatch, { id }), { method: 'PATCH', json: { name } });
}

/** DELETE /api/supermatches/:id. */
export function deleteSuperMatch(id: string): Promise<void> {
  return request<void>(apiPath(PATHS.supermatch, { id }), { method: 'DELETE', read: 'none' });
}

/** GET /api/supermatches/:id/pdf: the tailored resume. */
export function downloadSuperMatchPdf(id: string, choice: PdfChoice): Promise<Blob> {
  return pdfBlob(apiPath(PATHS.supermatchPdf, { id }), choice);
}

/** POST /api/supermatches/:id/share. */
export function shareSuperMatch(id: string, choice: Pick<PdfChoice, 'template' | 'lang'>): Promise<ShareLink> {
  return request<ShareLink>(apiPath(PATHS.supermatchShare, { id }), { method: 'POST', json: choice });
}

/** DELETE /api/supermatches/:id/share. */
export function unshareSuperMatch(id: string): Promise<void> {
  return request<void>(apiPath(PATHS.supermatchShare, { id }), { method: 'DELETE', read: 'none' });
}
