import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import type { AuthenticatedUser } from './authenticated-user';
import { FIREBASE_AUTH } from './firebase-admin.provider';

/** Requires `Authorization: Bearer <Firebase ID token>`; guests carry an anonymous user's token. */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(@Inject(FIREBASE_AUTH) private readonly auth: Auth) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const header: string = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new UnauthorizedException('AUTH_REQUIRED');
    try {
      const decoded = await this.auth.verifyIdToken(token);
      const user: AuthenticatedUser = {
        uid: decoded.uid,
        isAnonymous: decoded.firebase?.sign_in_provider === 'anonymous',
        email: decoded.email,
      };
      request.user = user;
      return true;
    } catch {
      throw new UnauthorizedException('AUTH_INVALID');
    }
  }
}
