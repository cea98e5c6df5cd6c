import { Body, Controller, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  type DebugHtmlResult,
  type DebugParseResult,
  type DebugRenderRequest,
  type DebugRenderResult,
  MAX_RESUME_BYTES,
  ROUTES,
} from '@atelier/contracts';
import { performance } from 'node:perf_hooks';
import { AdminGuard } from '../../../../platform/auth/admin.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { InvalidRequestError, ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { JsonResumeSchema, type JsonResume } from '../../../../shared/json-resume';
import { ParseResume } from '../../application/parse-resume';
import { RenderResumePdf } from '../../application/render-resume';
import { ResumeError } from '../../domain/resume-errors';
import { defaultPageSize } from '../../domain/resume-template';
import { buildResumeView } from '../../domain/resume-view';
import { resumeHtml } from '../rendering/resume-html';

/**
 * The debug pages' tools (administrators only, 404 for anyone else): the same use cases as the
 * API and the worker, with timings, so what an administrator sees is what users get.
 */
@Controller()
@UseGuards(AdminGuard)
export class ResumeDebugController {
  constructor(
    private readonly renderPdf: RenderResumePdf,
    private readonly parseResume: ParseResume,
  ) {}

  @Route(ROUTES.debugRender)
  async render(@Body(new ZodValidationPipe(ROUTES.debugRender.body)) body: DebugRenderRequest): Promise<DebugRenderResult> {
    const started = performance.now();
    const resume = jsonResume(body.resume);
    const renderStarted = performance.now();
    const { pdf, pageCount } = await this.renderPdf.execute({ resume, template: body.template, language: body.language });
    const done = performance.now();
    return {
      pdfBase64: pdf.toString('base64'),
      pageCount,
      bytes: pdf.length,
      timings: { renderMs: round(done - renderStarted), totalMs: round(done - started) },
    };
  }

  /** The HTML the PDF is printed from (the print itself is RenderResumePdf's job; this is the same page). */
  @Route(ROUTES.debugHtml)
  html(@Body(new ZodValidationPipe(ROUTES.debugHtml.body)) body: DebugRenderRequest): DebugHtmlResult {
    const view = buildResumeView(jsonResume(body.resume), body.language);
    return { html: resumeHtml(view, { template: body.template, pageSize: defaultPageSize(body.language) }) };
  }

  @Route(ROUTES.debugParse)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 1 } }))
  async parse(@UploadedFile() file?: Express.Multer.File): Promise<DebugParseResult> {
    if (!file) throw new ResumeError('NO_FILE');
    const started = performance.now();
    const structured = await this.parseResume.execute(file.buffer);
    return {
      ...structured,
      resume: structured.resume as Record<string, unknown>,
      timings: { parseMs: round(performance.now() - started) },
    };
  }
}

function jsonResume(value: unknown): JsonResume {
  const parsed = JsonResumeSchema.safeParse(value);
  if (!parsed.success) throw new InvalidRequestError([...new Set(parsed.error.issues.map((i) => ['resume', ...i.path].join('.')))]);
  return parsed.data;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
