import { Body, Controller, Param, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { type PdfQuery, type PreviewContentBody, type ResumeContentBody, ROUTES } from '@atelier/contracts';
import type { Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { DownloadResumeDocx } from '../../application/download-resume-docx';
import { GetResumeContent } from '../../application/get-resume-content';
import { PreviewResumeContent } from '../../application/preview-resume-content';
import { SaveResumeContent } from '../../application/save-resume-content';
import type { Resume } from '../../domain/resume';
import { LibraryActionErrors } from './library-action-errors.interceptor';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The editor's routes: the Word download, the structured content, the live preview. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeEditorController {
  constructor(
    private readonly downloadDocx: DownloadResumeDocx,
    private readonly getContent: GetResumeContent,
    private readonly saveContent: SaveResumeContent,
    private readonly previewContent: PreviewResumeContent,
  ) {}

  @Route(ROUTES.getResumeContent)
  async content(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const { resume } = await this.getContent.execute({ resumeId: id, userId: user.uid });
    return contentView(resume);
  }

  /** The editor's autosave: the whole content, validated and bounded by the contract. */
  @Route(ROUTES.saveResumeContent)
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.saveResumeContent.body)) body: ResumeContentBody,
  ) {
    return contentView(await this.saveContent.execute({ resumeId: id, userId: user.uid, resume: body.resume, language: body.language }));
  }

  /** HTML of content not saved yet, for a sandboxed frame: the page the PDF is printed from. */
  @Route(ROUTES.previewResumeContent)
  preview(@Body(new ZodValidationPipe(ROUTES.previewResumeContent.body)) body: PreviewContentBody, @Res() res: Response) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(this.previewContent.execute(body));
  }

  /** Same query as the PDF: ?template=ats|modern &lang=en|fr &pageSize=a4|letter. */
  @Route(ROUTES.resumeDocx)
  @UseInterceptors(LibraryActionErrors)
  async docx(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ROUTES.resumeDocx.query)) query: PdfQuery,
    @Res() res: Response,
  ) {
    const { fileName, content } = await this.downloadDocx.execute({
      resumeId: id,
      userId: user.uid,
      template: query.template,
      lang: query.lang,
      pageSize: query.pageSize,
    });
    res.setHeader('Content-Type', DOCX);
    res.setHeader('Content-Disposition', attachment(fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(content);
  }
}

function contentView(resume: Resume) {
  const structured = resume.structured!;
  return {
    resume: structured.resume,
    language: structured.language,
    confidence: structured.confidence ?? {},
    warnings: structured.warnings ?? [],
    updatedAt: resume.updatedAt.toISOString(),
  };
}
