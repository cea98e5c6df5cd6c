import { apiPath, PATHS } from '@atelier/contracts/paths';
import type { JsonResumeContent, Resume, ResumeContent, ResumeTemplate, ScratchBody } from '@atelier/contracts';
import { request } from './client';

type Language = 'en' | 'fr';

/** GET /api/resumes/:id/content: the structured resume the editor shows, with the parser's confidence and warnings. */
export function getResumeContent(id: string): Promise<ResumeContent> {
  return request<ResumeContent>(apiPath(PATHS.resumeContent, { id }));
}

/** PUT /api/resumes/:id/content: the editor's save (a version; both templates re-rendered). */
export function saveResumeContent(id: string, resume: JsonResumeContent, language: Language, signal?: AbortSignal): Promise<ResumeContent> {
  return request<ResumeContent>(apiPath(PATHS.resumeContent, { id }), {
    method: 'PUT',
    json: { resume, language },
    signal,
    timeoutMs: 60_000,
  });
}

/** POST /api/resume-previews: unsaved content as the template prints it (HTML for a sandboxed frame). */
export async function previewResumeContent(
  resume: JsonResumeContent,
  language: Language,
  template: ResumeTemplate,
  signal?: AbortSignal,
): Promise<string> {
  const response = await request<Response>(PATHS.resumeContentPreview, {
    method: 'POST',
    json: { resume, language, template },
    read: 'response',
    signal,
  });
  return response.text();
}

/** GET /api/resumes/:id/docx: the Word document in a template (the resume's language unless `lang`). */
export function downloadResumeDocx(id: string, template: ResumeTemplate, lang?: Language, pageSize?: 'a4' | 'letter'): Promise<Blob> {
  return request<Blob>(apiPath(PATHS.resumeDocx, { id }), { query: { template, lang, pageSize }, read: 'blob', timeoutMs: 60_000 });
}

/** POST /api/resumes/import/linkedin: the data export ZIP or the profile PDF, as a resume ready to edit. */
export function importLinkedin(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('file', file);
  return request<Resume>(PATHS.resumeLinkedinImport, { method: 'POST', form, timeoutMs: 120_000 });
}

/** POST /api/resumes/scratch: the start-from-scratch answers as a resume ready to edit. */
export function createScratchResume(body: ScratchBody): Promise<Resume> {
  return request<Resume>(PATHS.resumeFromScratch, { method: 'POST', json: body, timeoutMs: 120_000 });
}
