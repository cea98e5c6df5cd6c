import { Body, Controller, UseGuards } from '@nestjs/common';
import { type OnboardingChanges, ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetOnboardingAnswers } from '../../application/get-onboarding-answers';
import { SaveOnboardingAnswers } from '../../application/save-onboarding-answers';

/** The onboarding survey answers and flow step of the signed-in user. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class OnboardingController {
  constructor(
    private readonly getAnswers: GetOnboardingAnswers,
    private readonly saveAnswers: SaveOnboardingAnswers,
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
}
