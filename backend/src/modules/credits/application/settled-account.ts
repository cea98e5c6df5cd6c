import type { CreditAccount } from '../domain/credit-account';
import type { CreditLedger, CreditsSettings } from './ports';

/**
 * The account with its due grants (welcome, this month's Plus grant) given. A plain read when
 * nothing is due, which is almost always; a locked change otherwise, so concurrent first visits
 * still grant once.
 */
export async function settledAccount(ledger: CreditLedger, settings: CreditsSettings, userId: string, now: Date): Promise<CreditAccount> {
  const account = await ledger.load(userId);
  if (account.dueGrants(settings, now).length === 0) return account;
  return ledger.change(userId, (locked) => {
    locked.settleDueGrants(settings, now);
    return locked;
  });
}
