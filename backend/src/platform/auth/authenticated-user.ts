import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Who made the request, from a verified Firebase ID token. */
export interface AuthenticatedUser {
  readonly uid: string;
  readonly isAnonymous: boolean;
  readonly email?: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  return ctx.switchToHttp().getRequest().user;
});
