import { Controller, Param, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { type PdfQuery, ROUTES } from '@atelier/contracts';
import type { Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { DownloadResumeDocx } from '../../application/download-resume-docx';
import { LibraryActionErrors } from './library-action-errors.interceptor';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The editor's routes: the Word download, the structured content, the live preview. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeEditorController {
  constructor(private readonly downloadDocx: DownloadResumeDocx) {}

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
