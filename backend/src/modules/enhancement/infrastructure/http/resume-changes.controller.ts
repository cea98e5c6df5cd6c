import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ROUTES, type ResumeChangeList, type ReviewResumeChangesBody } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { requestLocale } from '../../../../platform/i18n/request-translator';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ListResumeChanges, type ReviewedChange } from '../../application/list-resume-changes';
import { ReviewResumeChanges } from '../../application/review-resume-changes';

/** The reason in the request's language (the change set keeps both). */
function changeList(changes: ReviewedChange[]): ResumeChangeList {
  const locale = requestLocale();
  return {
    changes: changes.map((c) => ({
      id: c.id,
      path: c.path,
      op: c.op,
      before: c.before,
      after: c.after,
      reason: { code: c.reason.code, text: c.reason[locale] },
      source: c.source,
      accepted: c.accepted,
    })),
  };
}

/** GET/PUT /api/resumes/:id/changes: review what enhancement or tailoring changed, undo some. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeChangesController {
  constructor(
    private readonly list: ListResumeChanges,
    private readonly review: ReviewResumeChanges,
  ) {}

  @Route(ROUTES.listResumeChanges)
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return changeList(await this.list.execute({ userId: user.uid, resumeId: id }));
  }

  @Route(ROUTES.reviewResumeChanges)
  async put(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.reviewResumeChanges.body)) body: ReviewResumeChangesBody,
  ) {
    return changeList(await this.review.execute({ userId: user.uid, resumeId: id, rejected: body.rejected }));
  }
}
