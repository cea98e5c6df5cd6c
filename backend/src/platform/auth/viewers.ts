import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import { AdminRole } from './admin-role';
import { credentialOf } from './credentials';
import { IdentityVerifier } from './identity-verifier';

/** Who is looking at a page or an administrator route; null for nobody (or a bad credential). */
export interface Viewer {
  readonly user: AuthenticatedUser;
  readonly isAdmin: boolean;
}

/**
 * The one check behind the administrator guard (API), the Bull Board mount and the pages'
 * `Astro.locals.viewer()`: a credential (bearer token, else the `__session` cookie), verified,
 * then the live admin claim. Never throws: any failure is "nobody".
 */
@Injectable()
export class Viewers {
  constructor(
    private readonly identities: IdentityVerifier,
    private readonly roles: AdminRole,
  ) {}

  async of(request: { headers: { authorization?: string; cookie?: string } }): Promise<Viewer | null> {
    const credential = credentialOf(request);
    if (!credential) return null;
    try {
      const user = await this.identities.verify(credential);
      return { user, isAdmin: !user.isAnonymous && (await this.roles.isAdmin(user.uid)) };
    } catch {
      return null;
    }
  }
}
