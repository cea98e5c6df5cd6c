import type { JsonResume, ResumeLanguage, StructuredResume } from '../../../shared/json-resume';
import type { ResumeFileType } from '../domain/resume-file-type';

export const RESUME_PARSER = Symbol('ResumeParser');

/** Reads a PDF, DOCX or DOC into a structured resume (and its plain text), within time and memory bounds. */
export interface ResumeParser {
  parse(content: Buffer, type: ResumeFileType): Promise<{ structured: StructuredResume; text: string }>;
}

export const RESUME_REFINER = Symbol('ResumeRefiner');

/**
 * An optional second reading by a language model. Its answer is never trusted as is: ParseResume
 * keeps only what the document's text contains (domain/parsing/grounding.ts).
 */
export interface ResumeRefiner {
  readonly enabled: boolean;
  refine(input: { text: string; draft: JsonResume; language: ResumeLanguage }): Promise<JsonResume>;
}
