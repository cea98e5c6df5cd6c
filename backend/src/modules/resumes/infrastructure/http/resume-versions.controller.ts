import { Controller, Param, Query, Res, UseGuards } from '@nestjs/common';
import { type PdfQuery, ROUTES } from '@atelier/contracts';
import type { Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { DownloadResumeVersionPdf } from '../../application/download-resume-version-pdf';
import { ListResumeVersions } from '../../application/list-resume-versions';
import { RestoreResumeVersion } from '../../application/restore-resume-version';
import { sendPdf } from './send-pdf';
import { resumeView } from './resume.view';

/** A resume's history: list its versions, restore one, download one. Someone else's resume is 404. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeVersionsController {
  constructor(
    private readonly listVersions: ListResumeVersions,
    private readonly restoreVersion: RestoreResumeVersion,
    private readonly downloadVersion: DownloadResumeVersionPdf,
  ) {}

  @Route(ROUTES.listResumeVersions)
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const versions = await this.listVersions.execute({ userId: user.uid, resumeId: id });
    return { items: versions.map((v) => ({ id: v.id, reason: v.reason, createdAt: v.createdAt.toISOString() })) };
  }

  @Route(ROUTES.restoreResumeVersion)
  async restore(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Param('versionId') versionId: string) {
    return resumeView(await this.restoreVersion.execute({ userId: user.uid, resumeId: id, versionId }));
  }

  @Route(ROUTES.resumeVersionPdf)
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('versionId') versionId: string,
    @Query(new ZodValidationPipe(ROUTES.resumeVersionPdf.query)) query: PdfQuery,
    @Res() res: Response,
  ) {
    sendPdf(
      res,
      await this.downloadVersion.execute({
        userId: user.uid,
        resumeId: id,
        versionId,
        template: query.template,
        lang: query.lang,
        pageSize: query.pageSize,
      }),
    );
  }
}
