import { Inject, Injectable } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_AUTH } from './firebase-admin.provider';

/** How long a looked-up role is trusted: a revoked administrator loses access within this time. */
export const ADMIN_ROLE_CACHE_MS = 30_000;

/**
 * Whether a user is an administrator: the `admin: true` custom claim on their Firebase account
 * (set by `./bin/atelier admin UID [--off]`). Read from the account itself rather than from the
 * ID token, so a grant or a revocation counts at once for every token the user holds (an ID
 * token keeps the claims it was minted with for up to an hour). Only administrator routes and
 * pages ask, so the rest of the API pays nothing; answers are kept 30 s per user.
 */
@Injectable()
export class AdminRole {
  private readonly cache = new Map<string, { admin: boolean; until: number }>();

  constructor(@Inject(FIREBASE_AUTH) private readonly auth: Auth) {}

  async isAdmin(uid: string): Promise<boolean> {
    const cached = this.cache.get(uid);
    if (cached && cached.until > Date.now()) return cached.admin;
    const admin = await this.auth.getUser(uid).then(
      (user) => user.customClaims?.admin === true && !user.disabled,
      () => false,
    );
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(uid, { admin, until: Date.now() + ADMIN_ROLE_CACHE_MS });
    return admin;
  }
}
