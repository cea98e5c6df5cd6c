import { Inject, Injectable } from '@nestjs/common';
import type { StructuredResume } from '../domain/json-resume';
import { importJsonResume, looksLikeJson } from '../domain/parsing/json-resume-import';
import { ResumeError } from '../domain/resume-errors';
import { classifyResumeFile } from '../domain/resume-file-type';
import { RESUME_PARSER, ResumeParser } from './parsing-ports';

const MIN_TEXT_CHARS = 40;

/**
 * A document to a structured resume: PDF, DOCX, DOC by the heuristic parser, JSON Resume by
 * import. Used by the upload pipeline, the CLI and the benchmark alike.
 */
@Injectable()
export class ParseResume {
  constructor(@Inject(RESUME_PARSER) private readonly parser: ResumeParser) {}

  async execute(content: Buffer): Promise<StructuredResume> {
    if (content.length === 0) throw new ResumeError('EMPTY_FILE');
    if (looksLikeJson(content)) return importJsonResume(content);
    const kind = classifyResumeFile(content);
    if ('error' in kind) throw new ResumeError(kind.error);
    const structured = await this.parser.parse(content, kind.type);
    // A scan or a photo has no text layer: say so rather than return an empty (or invented) resume.
    const textChars = JSON.stringify(structured.resume).replace(/[^\p{L}\p{N}]/gu, '').length;
    if (textChars < MIN_TEXT_CHARS) throw new ResumeError('NO_TEXT_FOUND');
    return structured;
  }
}
