import { Body, Controller, Param, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { type RenameResumeBody, type ResumeListQuery, ROUTES, type ShareBody } from '@atelier/contracts';
import type { Request } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { DeleteResume } from '../../application/delete-resume';
import { ListResumes } from '../../application/list-resumes';
import { RenameResume } from '../../application/rename-resume';
import { RevokeShare } from '../../application/revoke-share';
import { SetBaseResume } from '../../application/set-base-resume';
import { ShareResume } from '../../application/share-resume';
import { LibraryActionErrors } from './library-action-errors.interceptor';
import { resumeListItemView, resumeView } from './resume.view';

/**
 * The dashboard's resume library: list and search, rename, base resume, delete, share links.
 * Someone else's resume answers 404 exactly like a missing one.
 */
@Controller()
@UseGuards(FirebaseAuthGuard)
@UseInterceptors(LibraryActionErrors)
export class ResumeLibraryController {
  constructor(
    private readonly listResumes: ListResumes,
    private readonly renameResume: RenameResume,
    private readonly setBaseResume: SetBaseResume,
    private readonly deleteResume: DeleteResume,
    private readonly shareResume: ShareResume,
    private readonly revokeShare: RevokeShare,
  ) {}

  @Route(ROUTES.listResumes)
  async list(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(ROUTES.listResumes.query)) query: ResumeListQuery) {
    return { items: (await this.listResumes.execute({ userId: user.uid, q: query.q })).map(resumeListItemView) };
  }

  @Route(ROUTES.renameResume)
  async rename(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.renameResume.body)) body: RenameResumeBody,
  ) {
    return resumeView(await this.renameResume.execute({ userId: user.uid, resumeId: id, name: body.name }));
  }

  @Route(ROUTES.deleteResume)
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.deleteResume.execute({ userId: user.uid, resumeId: id });
  }

  @Route(ROUTES.setBaseResume)
  async setBase(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return resumeView(await this.setBaseResume.execute({ userId: user.uid, resumeId: id }));
  }

  @Route(ROUTES.shareResume)
  async share(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.shareResume.body)) body: ShareBody,
    @Req() req: Request,
  ) {
    const share = await this.shareResume.execute({ userId: user.uid, resumeId: id, template: body.template, lang: body.lang });
    const path = `/api/shared/${share.token}`;
    return {
      url: `${req.protocol}://${req.get('host')}${path}`,
      path,
      token: share.token,
      template: share.template,
      language: share.language,
      createdAt: share.createdAt.toISOString(),
    };
  }

  @Route(ROUTES.unshareResume)
  async unshare(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.revokeShare.execute({ userId: user.uid, resumeId: id });
  }
}
