import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { Viewers } from './viewers';

/**
 * Administrator routes: the bearer token or the `__session` cookie of a user with the admin
 * claim. Anyone else (no credential, a bad one, a non-administrator) gets the API's ordinary
 * 404, exactly what an unknown path answers, so these routes cannot be discovered.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly viewers: Viewers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const viewer = await this.viewers.of(request);
    if (!viewer?.isAdmin) throw new NotFoundException();
    request.user = viewer.user;
    return true;
  }
}
