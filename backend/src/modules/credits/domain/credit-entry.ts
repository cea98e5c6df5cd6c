import { randomUUID } from 'node:crypto';
import { CreditsError } from './credit-errors';

/** What a ledger line does to the balance: grants and refunds add, consumes subtract. */
export type CreditEntryKind = 'grant' | 'consume' | 'refund';

/**
 * Why credits moved. The known reasons are listed for readers and autocompletion; other modules
 * may add their own (lowercase words and dashes, see REASON_PATTERN).
 */
export type CreditReason = 'welcome' | 'plus-monthly' | 'supermatch' | 'refund' | 'operator' | (string & {});

const REASON_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** A reference names what the credits were for (a SuperMatch id, 'welcome', 'plus:2026-11'). */
const MAX_REFERENCE_LENGTH = 128;
/** Far above any real grant: a typo such as an extra zero on the command line is refused. */
export const MAX_CREDIT_AMOUNT = 100_000;

/**
 * One line of the append-only ledger. Lines are never changed; the balance is derived from them.
 * (userId, kind, reference) is unique: the same reference is never granted, consumed or
 * refunded twice.
 */
export class CreditEntry {
  id!: string;
  userId!: string;
  kind!: CreditEntryKind;
  /** Always positive; the kind says which way it moves the balance. */
  amount!: number;
  reason!: CreditReason;
  reference!: string;
  createdAt!: Date;

  static create(
    props: { userId: string; kind: CreditEntryKind; amount: number; reason: CreditReason; reference: string },
    now: Date,
  ): CreditEntry {
    assertAmount(props.amount);
    if (!REASON_PATTERN.test(props.reason)) throw new CreditsError('INVALID_CREDIT_REFERENCE', `reason "${props.reason}"`);
    assertReference(props.reference);
    const entry = new CreditEntry();
    Object.assign(entry, { id: randomUUID(), ...props, createdAt: now });
    return entry;
  }
}

export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_CREDIT_AMOUNT) {
    throw new CreditsError('INVALID_CREDIT_AMOUNT', String(amount));
  }
}

export function assertReference(reference: string): void {
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > MAX_REFERENCE_LENGTH) {
    throw new CreditsError('INVALID_CREDIT_REFERENCE', `reference "${String(reference).slice(0, 40)}"`);
  }
}

/** What a line adds to the balance (negative for a consume). */
export function deltaOf(entry: CreditEntry): number {
  return entry.kind === 'consume' ? -entry.amount : entry.amount;
}

/** The balance is the sum of the ledger, never a stored number. */
export function balanceOf(entries: readonly CreditEntry[]): number {
  return entries.reduce((sum, entry) => sum + deltaOf(entry), 0);
}
