import type { CreditAccount } from '../domain/credit-account';

/** Ports of the credits application layer; infrastructure provides the adapters. */

export const CREDIT_LEDGER = Symbol('CreditLedger');
export interface CreditLedger {
  /** The account as it stands, without locking (reads). */
  load(userId: string): Promise<CreditAccount>;
  /**
   * Runs `work` on the account inside one transaction that holds the user's credit lock, so
   * concurrent changes to one user's credits take turns (across processes too). The account's
   * new entries and changed plan are saved before the transaction commits; if `work` throws,
   * nothing is saved.
   */
  change<T>(userId: string, work: (account: CreditAccount) => T | Promise<T>): Promise<T>;
  /** Removes every ledger line and the plan of a user (account deletion). */
  erase(userId: string): Promise<void>;
}

export const CREDITS_SETTINGS = Symbol('CreditsSettings');
/** From configuration: CREDITS_WELCOME_GRANT, SUPERMATCH_COST, PLUS_MONTHLY_CREDITS. */
export interface CreditsSettings {
  welcomeGrant: number;
  supermatchCost: number;
  plusMonthlyCredits: number;
}

export const CREDITS_CLOCK = Symbol('CreditsClock');
/** The current time; a port so month boundaries can be tested. */
export type Clock = () => Date;
