import { EntitySchema } from '@mikro-orm/core';
import { CreditEntry } from '../../domain/credit-entry';

/** Maps ledger lines to `credit_entries` (append-only: the migration refuses UPDATE). */
export const CreditEntrySchema = new EntitySchema<CreditEntry>({
  class: CreditEntry,
  tableName: 'credit_entries',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'string', length: 128 },
    kind: { type: 'string', length: 8 },
    amount: { type: 'integer' },
    reason: { type: 'string', length: 32 },
    reference: { type: 'string', length: 128 },
    createdAt: { type: 'datetime' },
  },
});
