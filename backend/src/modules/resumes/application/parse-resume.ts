import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import { NO_OBSERVATIONS, OBSERVATIONS, type Observations, secondsSince } from '../../../shared/observations';
import { importJsonResume } from '../domain/parsing/json-resume-import';
import { ResumeError } from '../domain/resume-errors';
import { classifyResumeFile } from '../domain/resume-file-type';
import { groundResume, mergeRefinement } from '../domain/parsing/grounding';
import { RESUME_PARSER, RESUME_REFINER, ResumeParser, ResumeRefiner } from './parsing-ports';

const MIN_TEXT_CHARS = 40;

/**
 * A document to a structured resume: PDF, DOCX, DOC by the heuristic parser, JSON Resume by
 * import. Used by the upload pipeline, the CLI and the benchmark alike.
 */
@Injectable()
export class ParseResume {
  private readonly logger = new Logger(ParseResume.name);

  constructor(
    @Inject(RESUME_PARSER) private readonly parser: ResumeParser,
    @Optional() @Inject(RESUME_REFINER) private readonly refiner?: ResumeRefiner,
    @Optional() @Inject(OBSERVATIONS) private readonly observations: Observations = NO_OBSERVATIONS,
  ) {}

  /** Parses, and reports the outcome by format and language with its duration (metrics). */
  async execute(content: Buffer): Promise<StructuredResume> {
    const started = performance.now();
    const format = classifyResumeFile(content);
    const labels = { format: 'type' in format ? format.type : 'unsupported' };
    try {
      const structured = await this.parse(content);
      this.observations.parsed({ ...labels, language: structured.language, outcome: 'ok' }, secondsSince(started));
      return structured;
    } catch (error) {
      this.observations.parsed({ ...labels, language: 'unknown', outcome: 'failed' }, secondsSince(started));
      throw error;
    }
  }

  private async parse(content: Buffer): Promise<StructuredResume> {
    if (content.length === 0) throw new ResumeError('EMPTY_FILE');
    const kind = classifyResumeFile(content);
    if ('error' in kind) throw new ResumeError(kind.error);
    if (kind.type === 'json') return importJsonResume(content);
    const { structured, text } = await this.parser.parse(content, kind.type);
    // A scan or a photo has no text layer: say so rather than return an empty (or invented) resume.
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARS) throw new ResumeError('NO_TEXT_FOUND');
    return this.refined(structured, text);
  }

  /** With a model configured: its reading, grounded in the text, fills gaps. Any failure: the heuristic result. */
  private async refined(structured: StructuredResume, text: string): Promise<StructuredResume> {
    if (!this.refiner?.enabled) return structured;
    try {
      const answer = await this.refiner.refine({ text, draft: structured.resume, language: structured.language });
      const { resume, dropped } = groundResume(answer, text);
      if (dropped.length) this.logger.warn(`AI refinement: dropped ${dropped.length} value(s) not found in the document`);
      return {
        ...structured,
        resume: mergeRefinement(structured.resume, resume),
        warnings: [
          ...structured.warnings,
          { code: 'AI_REFINED', detail: dropped.length ? `dropped: ${dropped.slice(0, 20).join(', ')}` : undefined },
        ],
      };
    } catch (error) {
      this.logger.warn(`AI refinement unavailable, heuristic result kept: ${(error as Error).message}`);
      return structured;
    }
  }
}
