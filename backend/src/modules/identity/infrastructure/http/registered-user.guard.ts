import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { IdentityError } from '../../domain/identity-errors';

/**
 * Refuses guests before the body is even validated, so a guest hears "You must be logged in to
 * save profile changes" rather than about a field. SaveProfile checks the same rule itself.
 */
@Injectable()
export class RegisteredUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user: AuthenticatedUser | undefined = context.switchToHttp().getRequest().user;
    if (!user || user.isAnonymous) throw new IdentityError('PROFILE_REQUIRES_ACCOUNT');
    return true;
  }
}
