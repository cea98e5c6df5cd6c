import { CanActivate, ExecutionContext, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import type { AuthenticatedUser } from './authenticated-user';
import { FIREBASE_AUTH } from './firebase-admin.provider';
import { GuestQuota } from '../rate-limit/guest-quota';
import { TokenRevocations } from './token-revocations';

/** Requires `Authorization: Bearer <Firebase ID token>`; guests carry an anonymous user's token. */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
    private readonly revocations: TokenRevocations,
    private readonly guests: GuestQuota,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const header: string = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new UnauthorizedException('AUTH_REQUIRED');
    const decoded = await this.verify(token);
    if (await this.revocations.isRevoked(decoded.uid, decoded.iat)) throw new UnauthorizedException('AUTH_INVALID');
    const user: AuthenticatedUser = {
      uid: decoded.uid,
      isAnonymous: decoded.firebase?.sign_in_provider === 'anonymous',
      email: decoded.email,
      emailVerified: decoded.email_verified === true,
      authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : undefined,
    };
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

  private async verify(token: string): Promise<DecodedIdToken> {
    try {
      return await this.auth.verifyIdToken(token);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/id-token-revoked' && (await this.revokedOnlyByEmulatorImport(token))) {
        // firebase-admin insists on the revocation check with an emulator, so check the claims
        // it would check (emulator tokens carry no signature to verify).
        const claims = emulatorTokenClaims(token, this.auth.app.options.projectId ?? '');
        if (claims) return claims;
      }
      throw new UnauthorizedException('AUTH_INVALID');
    }
  }

  /**
   * The Auth emulator re-imports saved users with "tokens valid since" set to the import time,
   * and firebase-admin always checks revocation against the emulator: every guest would be signed
   * out by each restart of the app. The emulator also marks tokens revoked when a guest links an
   * e-mail and password (registration), yet the tokens it returns then keep the guest's old
   * auth_time: a new user would be signed out by registering. Real Firebase does neither. So, with
   * our own emulator only, a token counts as revoked only if the user was revoked after the
   * emulator came up and after the emulator issued that very token.
   */
  private async revokedOnlyByEmulatorImport(token: string): Promise<boolean> {
    const readyAt = this.endpoints.authEmulatorReadyAt;
    if (!readyAt) return false;
    try {
      const payload = payloadOf(token);
      const uid = payload?.user_id;
      if (typeof uid !== 'string') return false;
      const user = await this.auth.getUser(uid);
      const validAfter = Date.parse(user.tokensValidAfterTime ?? '');
      const issuedAt = typeof payload?.iat === 'number' ? payload.iat * 1000 : -Infinity;
      return !user.disabled && Number.isFinite(validAfter) && (validAfter <= readyAt || issuedAt >= validAfter);
    } catch {
      return false;
    }
  }
}

function payloadOf(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The claims firebase-admin checks on an (unsigned) emulator token, or null if any is wrong. */
export function emulatorTokenClaims(token: string, projectId: string, now = Date.now() / 1000): DecodedIdToken | null {
  const p = payloadOf(token);
  if (!p || !projectId) return null;
  const valid =
    p.aud === projectId &&
    p.iss === `https://securetoken.google.com/${projectId}` &&
    typeof p.sub === 'string' &&
    p.sub.length > 0 &&
    typeof p.exp === 'number' &&
    p.exp > now &&
    typeof p.iat === 'number' &&
    p.iat <= now + 300;
  return valid ? ({ ...p, uid: p.sub } as unknown as DecodedIdToken) : null;
}
