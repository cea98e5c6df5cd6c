import { request } from './client';
import type { Resume, ResumeListItem, Template } from './types';

/** POST /api/resumes: upload a resume file (multipart); intake runs in the background. */
export function uploadResume(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('file', file);
  return request<Resume>('/api/resumes', { method: 'POST', form, timeoutMs: 120_000 });
}

/** GET /api/resumes/:id: one resume with its intake stage. */
export function getResume(id: string): Promise<Resume> {
  return request<Resume>(`/api/resumes/${encodeURIComponent(id)}`);
}

/** GET /api/resumes: the user's resumes, newest first; `q` searches names. */
export async function listResumes(q?: string): Promise<ResumeListItem[]> {
  return (await request<{ items: ResumeListItem[] }>('/api/resumes', { query: { q } })).items;
}

/** GET /api/resumes/:id/pdf: the rendered PDF in a template. */
export function downloadResumePdf(id: string, template: Template): Promise<Blob> {
  return request<Blob>(`/api/resumes/${encodeURIComponent(id)}/pdf`, { query: { template }, read: 'blob', headers: { Accept: 'application/pdf' }, timeoutMs: 60_000 });
}

/** GET /api/resumes/:id/preview.png: the first page in a template (needs the token, so not an <img src>). */
export function resumePreview(id: string, template: Template): Promise<Blob> {
  return request<Blob>(`/api/resumes/${encodeURIComponent(id)}/preview.png`, { query: { template }, read: 'blob', headers: { Accept: 'image/png' }, timeoutMs: 60_000 });
}
