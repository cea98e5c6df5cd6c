/** How long a deleted resume or SuperMatch stays in the bin, restorable, before it is erased for good. */
export const BIN_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest deletion time still restorable at `now`. */
export const binCutoff = (now = new Date()): Date => new Date(now.getTime() - BIN_RETENTION_DAYS * DAY_MS);

/** When an item deleted at `deletedAt` is erased. */
export const purgeTime = (deletedAt: Date): Date => new Date(deletedAt.getTime() + BIN_RETENTION_DAYS * DAY_MS);
