import type { Resume } from '../domain/resume';
import type { ResumeTemplate } from '../domain/resume-template';

/** Ports of the resumes application layer; infrastructure provides the adapters. */

export const RESUME_REPOSITORY = Symbol('ResumeRepository');
export interface ResumeRepository {
  save(resume: Resume): Promise<void>;
  findById(id: string): Promise<Resume | null>;
}

export const FILE_STORE = Symbol('FileStore');
/** Keeps file bytes (the original upload, the rendered PDF) by key. */
export interface FileStore {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
}

export const RESUME_JOBS = Symbol('ResumeJobs');
/** The queue that runs long work off the request path. */
export interface ResumeJobs {
  enqueueProcessing(resumeId: string): Promise<void>;
}

export const originalFileKey = (resumeId: string) => `resumes/${resumeId}/original`;
export const renderedPdfKey = (resumeId: string, template: ResumeTemplate) => `resumes/${resumeId}/${template}.pdf`;
export const previewKey = (resumeId: string, template: ResumeTemplate) => `resumes/${resumeId}/${template}.png`;
