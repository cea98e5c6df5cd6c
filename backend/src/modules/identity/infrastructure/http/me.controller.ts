import { Body, Controller, UseGuards } from '@nestjs/common';
import { type ProfileChanges, ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { DeleteAccount } from '../../application/delete-account';
import { GetCurrentUser } from '../../application/get-current-user';
import { SaveProfile } from '../../application/save-profile';
import { RegisteredUserGuard } from './registered-user.guard';

/** The signed-in user: who they are, their profile, and deleting their account. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class MeController {
  constructor(
    private readonly getCurrentUser: GetCurrentUser,
    private readonly saveProfile: SaveProfile,
    private readonly deleteAccount: DeleteAccount,
  ) {}

  @Route(ROUTES.getMe)
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.getCurrentUser.execute(user);
  }

  @Route(ROUTES.saveProfile)
  @RateLimit('account')
  @UseGuards(RegisteredUserGuard)
  async updateProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(ROUTES.saveProfile.body)) changes: ProfileChanges,
  ) {
    return { profile: await this.saveProfile.execute({ user, changes }) };
  }

  @Route(ROUTES.deleteAccount)
  @RateLimit('account')
  async remove(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.deleteAccount.execute(user);
  }
}
