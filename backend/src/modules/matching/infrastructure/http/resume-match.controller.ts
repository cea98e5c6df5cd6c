import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { type ReadJobPostingBody, ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { requestLocale } from '../../../../platform/i18n/request-translator';
import { MatchResume } from '../../application/match-resume';

/** POST /api/resumes/:id/match { url } or { text }: the explained verdict of the flow's match step, reasons in the request language. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeMatchController {
  constructor(private readonly matchResume: MatchResume) {}

  @Route(ROUTES.matchResume)
  async match(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.matchResume.body)) body: ReadJobPostingBody,
  ) {
    const analysis = await this.matchResume.execute({ userId: user.uid, resumeId: id, job: body, language: requestLocale() });
    const keyword = ({ id, term, kind, required }: { id: string; term: string; kind: string; required: boolean }) => ({
      id,
      term,
      kind,
      required,
    });
    return {
      score: analysis.score,
      verdict: analysis.verdict,
      confidence: analysis.confidence,
      factors: analysis.factors,
      found: analysis.found.map(keyword),
      missing: analysis.missing.map(keyword),
      reasons: analysis.reasons,
      posting: analysis.posting,
    };
  }
}
