import { purgeTime } from './bin';

/** An item of the bin as the API answers it (contract BinItem). */
export const binItemView = (item: { id: string; name: string; deletedAt?: Date | null }) => {
  const deletedAt = item.deletedAt ?? new Date();
  return { id: item.id, name: item.name, deletedAt: deletedAt.toISOString(), purgeAt: purgeTime(deletedAt).toISOString() };
};
