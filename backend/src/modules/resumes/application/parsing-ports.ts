import type { StructuredResume } from '../domain/json-resume';
import type { ResumeFileType } from '../domain/resume-file-type';

export const RESUME_PARSER = Symbol('ResumeParser');

/** Reads a PDF, DOCX or DOC into a structured resume, within time and memory bounds. */
export interface ResumeParser {
  parse(content: Buffer, type: ResumeFileType): Promise<StructuredResume>;
}
