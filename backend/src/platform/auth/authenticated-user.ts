import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Who made the request, from a verified Firebase ID token. */
export interface AuthenticatedUser {
  readonly uid: string;
  readonly isAnonymous: boolean;
  readonly email?: string;
  readonly emailVerified: boolean;
  /**
   * When the user last actually signed in (the token's auth_time), in seconds since the epoch.
   * Token refreshes keep it; only a new sign-in or re-authentication moves it forward, so it is
   * what "signed in recently" checks read (deleting the account).
   */
  readonly authTime?: number;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  return ctx.switchToHttp().getRequest().user;
});
