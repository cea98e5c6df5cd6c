import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { z } from 'zod';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { DeleteResume } from '../../application/delete-resume';
import { ListResumes } from '../../application/list-resumes';
import { RenameResume } from '../../application/rename-resume';
import { RevokeShare } from '../../application/revoke-share';
import { SetBaseResume } from '../../application/set-base-resume';
import { ShareResume } from '../../application/share-resume';
import { LibraryActionErrors } from './library-action-errors.interceptor';
import { LIBRARY_ERROR_SCHEMA, LIST_ITEM_SCHEMA, RENAME_BODY_SCHEMA, SHARE_BODY_SCHEMA, SHARE_SCHEMA } from './resume-library.openapi';
import { ListQuery, RenameBody, ShareBody } from './resume-library.schemas';
import { resumeListItemView, resumeView } from './resume.view';

/**
 * The dashboard's resume library: list and search, rename, base resume, delete, share links.
 * Someone else's resume answers 404 exactly like a missing one.
 */
@ApiTags('resumes')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'AUTH_REQUIRED / AUTH_INVALID', schema: LIBRARY_ERROR_SCHEMA })
@Controller('resumes')
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

  @Get()
  @ApiOperation({ summary: "The user's uploaded resumes, newest first; q searches names ignoring case and accents" })
  @ApiQuery({ name: 'q', required: false })
  @ApiOkResponse({ schema: { type: 'object', properties: { items: { type: 'array', items: LIST_ITEM_SCHEMA } } } })
  async list(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(ListQuery)) query: z.infer<typeof ListQuery>) {
    return { items: (await this.listResumes.execute({ userId: user.uid, q: query.q })).map(resumeListItemView) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a resume' })
  @ApiBody({ schema: RENAME_BODY_SCHEMA })
  @ApiResponse({ status: 404, description: 'LIBRARY_ITEM_NOT_FOUND', schema: LIBRARY_ERROR_SCHEMA })
  async rename(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body(new ZodValidationPipe(RenameBody)) body: z.infer<typeof RenameBody>) {
    return resumeView(await this.renameResume.execute({ userId: user.uid, resumeId: id, name: body.name }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a resume with all its files (not the base resume)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiResponse({ status: 404, description: 'LIBRARY_ITEM_NOT_FOUND', schema: LIBRARY_ERROR_SCHEMA })
  @ApiResponse({ status: 409, description: 'BASE_RESUME_CANNOT_BE_DELETED', schema: LIBRARY_ERROR_SCHEMA })
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.deleteResume.execute({ userId: user.uid, resumeId: id });
  }

  @Post(':id/base')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make this upload the base resume (the previous base stops being it)' })
  @ApiResponse({ status: 404, description: 'RESUME_NOT_FOUND', schema: LIBRARY_ERROR_SCHEMA })
  @ApiResponse({ status: 409, description: 'RESUME_CANNOT_BE_BASE (a tailored resume)', schema: LIBRARY_ERROR_SCHEMA })
  async setBase(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return resumeView(await this.setBaseResume.execute({ userId: user.uid, resumeId: id }));
  }

  @Post(':id/share')
  @HttpCode(201)
  @ApiOperation({ summary: 'Make a share link (replaces and revokes the previous one); the token is shown only in this answer' })
  @ApiBody({ schema: SHARE_BODY_SCHEMA, required: false })
  @ApiResponse({ status: 201, schema: SHARE_SCHEMA })
  @ApiResponse({ status: 404, description: 'RESUME_NOT_FOUND / DOWNLOAD_NOT_FOUND (a failed resume)', schema: LIBRARY_ERROR_SCHEMA })
  @ApiResponse({ status: 409, description: 'RESUME_NOT_READY', schema: LIBRARY_ERROR_SCHEMA })
  async share(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ShareBody)) body: z.infer<typeof ShareBody>,
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

  @Delete(':id/share')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the share link: it stops working at once' })
  @ApiNoContentResponse({ description: 'Revoked (also when there was no link)' })
  @ApiResponse({ status: 404, description: 'RESUME_NOT_FOUND', schema: LIBRARY_ERROR_SCHEMA })
  async unshare(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.revokeShare.execute({ userId: user.uid, resumeId: id });
  }
}
