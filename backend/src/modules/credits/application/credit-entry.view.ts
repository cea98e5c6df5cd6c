import type { CreditEntry, CreditEntryKind, CreditReason } from '../domain/credit-entry';
import type { Plan } from '../domain/credit-plan';

/** A ledger line as other modules and the API see it (plain data, no domain class). */
export interface CreditEntryView {
  id: string;
  kind: CreditEntryKind;
  amount: number;
  reason: CreditReason;
  reference: string;
  createdAt: string;
}

export type { CreditEntryKind, CreditReason, Plan };

export function creditEntryView(entry: CreditEntry): CreditEntryView {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    reason: entry.reason,
    reference: entry.reference,
    createdAt: entry.createdAt.toISOString(),
  };
}
