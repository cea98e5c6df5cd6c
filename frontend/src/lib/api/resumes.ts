import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { ResumeDetail, ResumeListItem, ResumeTemplate, ResumeUploaded, RunStarted } from './types';

/** POST /api/resumes: upload a resume file (multipart); intake runs in the background (follow `runId` or poll getResume). */
export function uploadResume(file: File): Promise<ResumeUploaded> {
  const form = new FormData();
  form.append('file', file);
  return request<ResumeUploaded>(PATHS.resumes, { method: 'POST', form, timeoutMs: 120_000 });
}

/** GET /api/resumes/:id: one resume with its intake stage. */
export function getResume(id: string): Promise<ResumeDetail> {
  return request<ResumeDetail>(apiPath(PATHS.resume, { id }));
}

/** GET /api/resumes: the user's resumes, newest first; `q` searches names. */
export async function listResumes(q?: string): Promise<ResumeListItem[]> {
  return (await request<{ items: ResumeListItem[] }>(PATHS.resumes, { query: { q } })).items;
}

/** GET /api/resumes/:id/pdf: the rendered PDF in a template. */
export function downloadResumePdf(id: string, template: ResumeTemplate): Promise<Blob> {
  return request<Blob>(apiPath(PATHS.resumePdf, { id }), {
    query: { template },
    read: 'blob',
    headers: { Accept: 'application/pdf' },
    timeoutMs: 60_000,
  });
}

/** GET /api/resumes/:id/preview.png: the first page in a template (needs the token, so not an <img src>). */
export function resumePreview(id: string, template: ResumeTemplate): Promise<Blob> {
  return request<Blob>(apiPath(PATHS.resumePreview, { id }), {
    query: { template },
    read: 'blob',
    headers: { Accept: 'image/png' },
    timeoutMs: 60_000,
  });
}

/** POST /api/resumes/:id/enhance: the enhancement pipeline, with the answers to the personalization questions. */
export function enhanceResume(id: string, answers: Record<string, string>): Promise<RunStarted> {
  return request<RunStarted>(apiPath(PATHS.resumeEnhance, { id }), { method: 'POST', json: { answers } });
}
