import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type {
  PageSize,
  ReadJobPostingBody,
  Resume,
  ResumeDetail,
  ResumeListItemWithShare,
  ResumeTemplate,
  ResumeUploaded,
  RunStarted,
  ResumeVersionItem,
  ShareLink,
} from './types';

/** What a PDF download can choose: the look, the language of its headings and dates, the paper. */
export interface PdfChoice {
  template: ResumeTemplate;
  lang?: 'en' | 'fr';
  pageSize?: PageSize;
}

/** A PDF as a blob (the request needs the ID token, so not a plain link). */
export function pdfBlob(path: string, choice: PdfChoice): Promise<Blob> {
  return request<Blob>(path, { query: { ...choice }, read: 'blob', headers: { Accept: 'application/pdf' }, timeoutMs: 60_000 });
}

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
export async function listResumes(q?: string): Promise<ResumeListItemWithShare[]> {
  return (await request<{ items: ResumeListItemWithShare[] }>(PATHS.resumes, { query: { q } })).items;
}

/** GET /api/resumes/:id/pdf: the rendered PDF in a template (and language, page size). */
export function downloadResumePdf(id: string, template: ResumeTemplate, choice: Omit<PdfChoice, 'template'> = {}): Promise<Blob> {
  return pdfBlob(apiPath(PATHS.resumePdf, { id }), { template, ...choice });
}

/** PATCH /api/resumes/:id: a new name (the contract's MAX_RESUME_NAME_LENGTH). */
export function renameResume(id: string, name: string): Promise<Resume> {
  return request<Resume>(apiPath(PATHS.resume, { id }), { method: 'PATCH', json: { name } });
}

/** DELETE /api/resumes/:id (never the base resume: BASE_RESUME_CANNOT_BE_DELETED). */
export function deleteResume(id: string): Promise<void> {
  return request<void>(apiPath(PATHS.resume, { id }), { method: 'DELETE', read: 'none' });
}

/** POST /api/resumes/:id/base. */
export function setBaseResume(id: string): Promise<Resume> {
  return request<Resume>(apiPath(PATHS.resumeBase, { id }), { method: 'POST' });
}

/** POST /api/resumes/:id/share: a new link (the previous one stops working). */
export function shareResume(id: string, choice: Pick<PdfChoice, 'template' | 'lang'>): Promise<ShareLink> {
  return request<ShareLink>(apiPath(PATHS.resumeShare, { id }), { method: 'POST', json: choice });
}

/** DELETE /api/resumes/:id/share: the link stops working at once. */
export function unshareResume(id: string): Promise<void> {
  return request<void>(apiPath(PATHS.resumeShare, { id }), { method: 'DELETE', read: 'none' });
}

/** GET /api/resumes/:id/versions: newest first. */
export async function listResumeVersions(id: string): Promise<ResumeVersionItem[]> {
  return (await request<{ items: ResumeVersionItem[] }>(apiPath(PATHS.resumeVersions, { id }))).items;
}

/** POST /api/resumes/:id/versions/:versionId/restore. */
export function restoreResumeVersion(id: string, versionId: string): Promise<Resume> {
  return request<Resume>(apiPath(PATHS.resumeVersionRestore, { id, versionId }), { method: 'POST', timeoutMs: 120_000 });
}

/** GET /api/resumes/:id/versions/:versionId/pdf. */
export function downloadResumeVersionPdf(id: string, versionId: string, choice: PdfChoice): Promise<Blob> {
  return pdfBlob(apiPath(PATHS.resumeVersionPdf, { id, versionId }), choice);
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

/**
 * POST /api/resumes/:id/enhance: the enhancement pipeline, with the answers to the personalization
 * questions and the job aimed at (its required skills the resume lacks become questions).
 */
export function enhanceResume(id: string, answers: Record<string, string>, job?: ReadJobPostingBody): Promise<RunStarted> {
  return request<RunStarted>(apiPath(PATHS.resumeEnhance, { id }), { method: 'POST', json: { answers, job } });
}

/** GET /api/resumes/:id/json-resume: the structured resume as a JSON Resume file. */
export function downloadResumeJson(id: string): Promise<Blob> {
  return request<Blob>(apiPath(PATHS.resumeJson, { id }), { read: 'blob', headers: { Accept: 'application/json' } });
}

/** GET /api/library/export.zip: every ready resume as PDF and JSON Resume, in one ZIP. */
export function downloadLibraryZip(): Promise<Blob> {
  return request<Blob>(PATHS.libraryExport, { read: 'blob', headers: { Accept: 'application/zip' }, timeoutMs: 300_000 });
}
