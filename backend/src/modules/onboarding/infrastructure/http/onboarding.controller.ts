import { Body, Controller, UseGuards } from '@nestjs/common';
import { type OnboardingChanges, type RestartOnboardingBody, ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetOnboardingAnswers } from '../../application/get-onboarding-answers';
import { RestartOnboarding } from '../../application/restart-onboarding';
import { SaveOnboardingAnswers } from '../../application/save-onboarding-answers';

/** The onboarding survey answers and flow step of the signed-in user. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class OnboardingController {
  constructor(
    private readonly getAnswers: GetOnboardingAnswers,
    private readonly saveAnswers: SaveOnboardingAnswers,
    private readonly restartFlow: RestartOnboarding,
  ) {}

  @Route(ROUTES.getOnboarding)
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.getAnswers.execute({ userId: user.uid });
  }

  /** Fields left out keep their value; null clears an answer; `skipped: true` skips the survey. */
  @Route(ROUTES.saveOnboarding)
  put(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(ROUTES.saveOnboarding.body)) changes: OnboardingChanges) {
    return this.saveAnswers.execute({ userId: user.uid, changes });
  }

  /** Start Over (or "New resume": `step: 5` starts at the upload). */
  @Route(ROUTES.restartOnboarding)
  restart(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(ROUTES.restartOnboarding.body)) body: RestartOnboardingBody) {
    return this.restartFlow.execute({ userId: user.uid, step: body.step });
  }
}
