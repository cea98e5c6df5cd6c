import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdentityError } from '../domain/identity-errors';
import { mayDeleteAccount } from '../domain/recent-sign-in';
import { CLOCK, type Clock, IDENTITY_PROVIDER, type IdentityProvider, USER_DATA_ERASERS, type UserDataEraser } from './ports';

/**
 * Deletes an account: first every module's data for the uid (in the order the erasers are
 * registered), the identity service's user last. Any failure stops there and answers
 * ACCOUNT_DELETION_FAILED with the sign-in account still in place, so the user can sign in and
 * try again; every step is idempotent, so the retry simply runs them all again. Deleting the
 * sign-in account first would leave data nobody can reach or delete.
 */
@Injectable()
export class DeleteAccount {
  private readonly logger = new Logger('DeleteAccount');

  constructor(
    @Inject(USER_DATA_ERASERS) private readonly erasers: readonly UserDataEraser[],
    @Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(user: { uid: string; authTime?: number }): Promise<void> {
    // Guest or not is read from the user record, never from the token's claims (see isRegistered).
    const registered = await this.step('identity.record', () => this.identity.isRegistered(user.uid));
    if (!mayDeleteAccount({ isAnonymous: !registered, authTime: user.authTime }, this.clock.now()))
      throw new IdentityError('REAUTH_REQUIRED');
    // No other request of this user gets in while the erasers run: an upload arriving now would
    // otherwise write a resume behind them, left with no account to reach or delete it.
    await this.step('identity.suspend', () => this.identity.suspendAccess(user.uid));
    try {
      for (const eraser of this.erasers) {
        await this.step(eraser.name, () => eraser.eraseUserData(user.uid));
      }
      await this.step('identity.user', () => this.identity.deleteUser(user.uid));
    } catch (error) {
      // The account stays, usable again at once, so that the user can retry.
      await this.identity.restoreAccess(user.uid).catch(() => undefined);
      throw error;
    }
  }

  private async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // The user sees a generic message; operators need to know which module failed and why.
      this.logger.error(`account deletion failed at ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      throw new IdentityError('ACCOUNT_DELETION_FAILED', name);
    }
  }
}
