import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { type EnhanceBody, ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { StartResumeEnhancement } from '../../application/start-resume-enhancement';

/** POST /api/resumes/:id/enhance → 202 { runId, resumeId }: follow it at /api/runs/:runId(/events). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeEnhancementController {
  constructor(private readonly startEnhancement: StartResumeEnhancement) {}

  @Route(ROUTES.enhanceResume)
  @RateLimit('enhancement')
  async enhance(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.enhanceResume.body)) body: EnhanceBody,
  ) {
    const { runId } = await this.startEnhancement.execute({ userId: user.uid, resumeId: id, answers: body.answers, job: body.job });
    return { runId, resumeId: id };
  }
}
