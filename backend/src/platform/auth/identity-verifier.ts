import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import type { AuthenticatedUser } from './authenticated-user';
import { emulatorTokenClaims, payloadOf } from './emulator-token-claims';
import { FIREBASE_AUTH } from './firebase-admin.provider';
import { TokenRevocations } from './token-revocations';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { VerifiedTokenCache, type VerifiedClaims } from './verified-token-cache';

/** A Firebase ID token (the API's bearer) or a Firebase session cookie (the pages' `__session`). */
export type Credential = { kind: 'idToken' | 'sessionCookie'; value: string };

/**
 * Turns a credential into who is asking, or throws 401 AUTH_INVALID. One place for the API
 * guard, the administrator guard and the pages, so they all agree on who is signed in.
 */
@Injectable()
export class IdentityVerifier {
  private readonly verified: VerifiedTokenCache;

  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
    private readonly revocations: TokenRevocations,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'identityCacheMs'>,
  ) {
    this.verified = new VerifiedTokenCache(config.identityCacheMs);
  }

  async verify(credential: Credential): Promise<AuthenticatedUser> {
    const claims = this.verified.get(credential.kind, credential.value) ?? (await this.verifyAndKeep(credential));
    // Read on every request, cached or not: revocation takes effect at once.
    if (await this.revocations.isRevoked(claims.uid, claims.iat)) throw new UnauthorizedException('AUTH_INVALID');
    return {
      uid: claims.uid,
      isAnonymous: claims.signInProvider === 'anonymous',
      email: claims.email,
      emailVerified: claims.emailVerified,
      authTime: claims.authTime,
    };
  }

  private async verifyAndKeep(credential: Credential): Promise<VerifiedClaims> {
    const decoded = await this.decode(credential);
    const claims: VerifiedClaims = {
      uid: decoded.uid,
      iat: decoded.iat,
      exp: decoded.exp,
      signInProvider: decoded.firebase?.sign_in_provider,
      email: decoded.email,
      emailVerified: decoded.email_verified === true,
      authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : undefined,
    };
    this.verified.set(credential.kind, credential.value, claims);
    return claims;
  }

  private async decode({ kind, value }: Credential): Promise<DecodedIdToken> {
    try {
      return kind === 'idToken' ? await this.auth.verifyIdToken(value) : await this.auth.verifySessionCookie(value);
    } catch (error) {
      if ((error as { code?: string }).code?.endsWith('-revoked') && (await this.revokedOnlyByEmulatorImport(value))) {
        // firebase-admin insists on the revocation check with an emulator, so check the claims
        // it would check (emulator tokens carry no signature to verify).
        const claims = emulatorTokenClaims(value, this.auth.app.options.projectId ?? '', kind);
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
      const uid = payload?.user_id ?? payload?.sub;
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
