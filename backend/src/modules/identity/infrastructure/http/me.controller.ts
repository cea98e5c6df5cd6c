import { Body, Controller, Delete, Get, HttpCode, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { DeleteAccount } from '../../application/delete-account';
import { GetCurrentUser } from '../../application/get-current-user';
import { SaveProfile } from '../../application/save-profile';
import { type ProfileChanges, profileChangesSchema } from '../../domain/profile-changes';
import { ERROR_SCHEMA, ME_SCHEMA, PROFILE_CHANGES_SCHEMA, PROFILE_SCHEMA } from './me.openapi';
import { RegisteredUserGuard } from './registered-user.guard';

/** The signed-in user: who they are, their profile, and deleting their account. */
@ApiTags('identity')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'AUTH_REQUIRED / AUTH_INVALID', schema: ERROR_SCHEMA })
@Controller('me')
@UseGuards(FirebaseAuthGuard)
export class MeController {
  constructor(
    private readonly getCurrentUser: GetCurrentUser,
    private readonly saveProfile: SaveProfile,
    private readonly deleteAccount: DeleteAccount,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user (guest or registered) and their profile' })
  @ApiOkResponse({ schema: ME_SCHEMA })
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.getCurrentUser.execute(user);
  }

  @Patch('profile')
  @HttpCode(200)
  @RateLimit('account')
  @UseGuards(RegisteredUserGuard)
  @ApiOperation({ summary: 'Save profile changes (registered users only)' })
  @ApiBody({ schema: PROFILE_CHANGES_SCHEMA })
  @ApiOkResponse({ schema: { type: 'object', properties: { profile: PROFILE_SCHEMA } } })
  @ApiResponse({ status: 400, description: 'INVALID_REQUEST, with the fields at fault', schema: ERROR_SCHEMA })
  @ApiResponse({ status: 403, description: 'PROFILE_REQUIRES_ACCOUNT: a guest cannot save a profile', schema: ERROR_SCHEMA })
  @ApiResponse({ status: 429, description: 'RATE_LIMITED, with Retry-After', schema: ERROR_SCHEMA })
  async updateProfile(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(profileChangesSchema())) changes: ProfileChanges) {
    return { profile: await this.saveProfile.execute({ user, changes }) };
  }

  @Delete()
  @HttpCode(204)
  @RateLimit('account')
  @ApiOperation({ summary: 'Delete the account and all its data; needs a sign-in within the last 5 minutes' })
  @ApiNoContentResponse({ description: 'Deleted: every module’s data, then the sign-in account' })
  @ApiResponse({ status: 401, description: 'REAUTH_REQUIRED: sign in again, then retry', schema: ERROR_SCHEMA })
  @ApiResponse({ status: 500, description: 'ACCOUNT_DELETION_FAILED: nothing is lost by retrying', schema: ERROR_SCHEMA })
  @ApiResponse({ status: 429, description: 'RATE_LIMITED, with Retry-After', schema: ERROR_SCHEMA })
  async remove(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.deleteAccount.execute(user);
  }
}
