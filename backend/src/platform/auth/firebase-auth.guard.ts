import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { bearerToken } from './credentials';
import { IdentityVerifier } from './identity-verifier';

/** Requires `Authorization: Bearer <Firebase ID token>`; guests carry an anonymous user's token. */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(private readonly identities: IdentityVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('AUTH_REQUIRED');
    request.user = await this.identities.verify({ kind: 'idToken', value: token });
    return true;
  }
}
