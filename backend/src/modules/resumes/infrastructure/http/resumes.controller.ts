import { Controller, Param, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_RESUME_BYTES, type PdfQuery, type PreviewQuery, ROUTES } from '@atelier/contracts';
import type { Response } from 'express';
import { I18nContext } from 'nestjs-i18n';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { DownloadResumePdf } from '../../application/download-resume-pdf';
import { ExportJsonResume } from '../../application/export-json-resume';
import { GetResume } from '../../application/get-resume';
import { GetResumePreview } from '../../application/get-resume-preview';
import { UploadResume } from '../../application/upload-resume';
import { ResumeError } from '../../domain/resume-errors';
import { LibraryActionErrors } from './library-action-errors.interceptor';
import { resumeView } from './resume.view';
import { sendPdf } from './send-pdf';

@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumesController {
  constructor(
    private readonly uploadResume: UploadResume,
    private readonly getResume: GetResume,
    private readonly downloadPdf: DownloadResumePdf,
    private readonly exportJsonResume: ExportJsonResume,
    private readonly getPreview: GetResumePreview,
  ) {}

  /**
   * multipart/form-data with one `file` field. Multer stops reading at 10 MB + 1 byte and
   * raises LIMIT_FILE_SIZE, so an oversized upload is refused while it streams in. The answer
   * carries the intake run to follow (parse, render) at /api/runs/:runId.
   */
  @Route(ROUTES.uploadResume)
  @RateLimit('uploads')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5 } }))
  async upload(@CurrentUser() user: AuthenticatedUser, @UploadedFile() file?: Express.Multer.File) {
    if (!file) throw new ResumeError('NO_FILE');
    // Browsers send file names as latin1-decoded UTF-8 bytes; recover accents ("Gaëlle CV.pdf").
    const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8');
    const { resume, runId } = await this.uploadResume.execute({ ownerId: user.uid, fileName, content: file.buffer });
    return { ...resumeView(resume), runId };
  }

  @Route(ROUTES.getResume)
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const resume = await this.getResume.execute({ resumeId: id, userId: user.uid });
    const view = resumeView(resume);
    const i18n = I18nContext.current();
    return { ...view, errorMessage: view.errorCode && i18n ? i18n.t(`errors.${view.errorCode}`) : null };
  }

  /** The first page of one template as a PNG (style picker, dashboard). */
  @Route(ROUTES.resumePreview)
  @RateLimit('renders')
  async preview(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ROUTES.resumePreview.query)) query: PreviewQuery,
    @Res() res: Response,
  ) {
    const png = await this.getPreview.execute({ resumeId: id, userId: user.uid, template: query.template });
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(png);
  }

  /** The resume as a JSON Resume file (export), once parsed. */
  @Route(ROUTES.resumeJson)
  async jsonResume(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Res() res: Response) {
    const { fileName, resume } = await this.exportJsonResume.execute({ resumeId: id, userId: user.uid });
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(JSON.stringify(resume, null, 2));
  }

  /** ?template=ats|modern (ATS Optimized by default) &lang=en|fr (the resume's language by default) &pageSize=a4|letter (the language's). */
  @Route(ROUTES.resumePdf)
  @RateLimit('renders')
  @UseInterceptors(LibraryActionErrors)
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ROUTES.resumePdf.query)) query: PdfQuery,
    @Res() res: Response,
  ) {
    sendPdf(
      res,
      await this.downloadPdf.execute({
        resumeId: id,
        userId: user.uid,
        template: query.template,
        lang: query.lang,
        pageSize: query.pageSize,
      }),
    );
  }
}
