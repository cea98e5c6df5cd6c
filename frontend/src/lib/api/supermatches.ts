import { IDEMPOTENCY_KEY_HEADER } from '@atelier/contracts/constants';
import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request, requestFile } from './client';
import { pdfBlob, type PdfChoice } from './resumes';
import type { ResumeChangeList, ResumeTemplate, ShareLink, StartSuperMatchBody, SuperMatch, SuperMatchReport } from './types';

/**
 * POST /api/supermatches: request a SuperMatch (costs credits). `idempotencyKey` is made once per
 * attempt by the caller: a double click or a retry with it never charges twice.
 */
export function startSuperMatch(body: StartSuperMatchBody, idempotencyKey: string): Promise<SuperMatch> {
  return request<SuperMatch>(PATHS.supermatches, { method: 'POST', json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** GET /api/supermatches/:id (someone else's answers SUPERMATCH_NOT_FOUND). */
export function getSuperMatch(id: string): Promise<SuperMatch> {
  return request<SuperMatch>(apiPath(PATHS.supermatch, { id }));
}

/** POST /api/supermatches/:id/confirm: go on despite "Job Mismatch Detected" (a new charge). */
export function confirmSuperMatch(id: string): Promise<SuperMatch> {
  return request<SuperMatch>(apiPath(PATHS.supermatchConfirm, { id }), { method: 'POST' });
}

/** GET /api/supermatches/:id/report: posting, tailored resume, keywords before and after. */
export function getSuperMatchReport(id: string): Promise<SuperMatchReport> {
  return request<SuperMatchReport>(apiPath(PATHS.supermatchReport, { id }), { timeoutMs: 60_000 });
}

/** GET /api/supermatches/:id/cover-letter: the cover letter as a PDF, in the template's style. */
export function downloadCoverLetter(id: string, template: ResumeTemplate): Promise<Blob> {
  return requestFile(apiPath(PATHS.supermatchCoverLetter, { id }), { template }, 'application/pdf');
}

/** GET /api/resumes/:id/changes: what tailoring (or enhancement) changed, with reasons. */
export function listResumeChanges(resumeId: string): Promise<ResumeChangeList> {
  return request<ResumeChangeList>(apiPath(PATHS.resumeChanges, { id: resumeId }));
}

/** PUT /api/resumes/:id/changes: keep every change but `rejected`; the PDFs are made again. */
export function reviewResumeChanges(resumeId: string, rejected: string[]): Promise<ResumeChangeList> {
  return request<ResumeChangeList>(apiPath(PATHS.resumeChanges, { id: resumeId }), {
    method: 'PUT',
    json: { rejected },
    timeoutMs: 120_000,
  });
}

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
