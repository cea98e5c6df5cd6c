import { createHash } from 'node:crypto';

/**
 * The SuperMatch id a request with an Idempotency-Key gets: the same for the same user and key,
 * different for anyone else. Duplicates (a double click, a retry after a lost answer, two tabs)
 * therefore name one SuperMatch, one credit reference and one row: the ledger charges a reference
 * once and the primary key lets one insert win.
 */
export function idempotentSuperMatchId(ownerId: string, key: string): string {
  const hex = createHash('sha256').update(`supermatch\u0000${ownerId}\u0000${key}`).digest('hex');
  // Shaped as a version 8 (custom) UUID, so it fits the uuid columns and isUuid().
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Printable ASCII, 1 to `max` characters: what a client-made key (a UUID) looks like. */
export const isIdempotencyKey = (key: string, max: number) => key.length >= 1 && key.length <= max && /^[\x21-\x7e]+$/.test(key);
