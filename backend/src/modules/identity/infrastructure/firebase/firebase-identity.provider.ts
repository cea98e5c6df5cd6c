import { Inject, Injectable } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_AUTH } from '../../../../platform/auth/firebase-admin.provider';
import { TokenRevocations } from '../../../../platform/auth/token-revocations';
import type { IdentityProvider } from '../../application/ports';

/** Firebase Authentication through firebase-admin (the emulator in development and tests). */
@Injectable()
export class FirebaseIdentityProvider implements IdentityProvider {
  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    private readonly revocations: TokenRevocations,
  ) {}

  async deleteUser(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      // Already gone (a retry after a lost response): the deletion is done.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
    // Firebase keeps verifying the deleted user's ID tokens until they expire (up to an hour):
    // refuse them now. Only after the deletion succeeded, so that a failed deletion can be
    // retried with the same sign-in.
    await this.revocations.revokeIssuedUpTo(uid, new Date());
  }

  async isRegistered(uid: string): Promise<boolean> {
    try {
      const record = await this.auth.getUser(uid);
      return record.providerData.length > 0 || !!record.email;
    } catch (error) {
      // No such user (already deleted): nothing left to protect with a new sign-in.
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  suspendAccess(uid: string): Promise<void> {
    return this.revocations.suspend(uid);
  }

  restoreAccess(uid: string): Promise<void> {
    return this.revocations.resume(uid);
  }
}
