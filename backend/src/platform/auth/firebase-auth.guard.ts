import { CanActivate, ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { GuestQuota } from '../rate-limit/guest-quota';
import { bearerToken } from './credentials';
import { IdentityVerifier } from './identity-verifier';

/** Requires `Authorization: Bearer <Firebase ID token>`; guests carry an anonymous user's token. */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(
    private readonly identities: IdentityVerifier,
    private readonly guests: GuestQuota,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('AUTH_REQUIRED');
    const user = await this.identities.verify({ kind: 'idToken', value: token });
    // Free guest accounts must not multiply one person's budget: new guests are counted per IP.
    if (user.isAnonymous) {
      const wait = await this.guests.admit(normalizeIp(request.ip ?? '', 64), user.uid);
      if (wait > 0) {
        context.switchToHttp().getResponse().setHeader('Retry-After', String(wait));
        throw new HttpException('RATE_LIMITED', 429);
      }
    }
    request.user = user;
    return true;
  }
}
