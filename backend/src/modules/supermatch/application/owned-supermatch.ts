import type { SuperMatch } from '../domain/supermatch';
import { SuperMatchError, type SuperMatchErrorCode } from '../domain/supermatch-errors';
import type { SuperMatchRepository } from './supermatch-ports';

/**
 * The user's own SuperMatch, or the given not-found error: someone else's is as missing as one
 * that never existed, so ids cannot be probed.
 */
export async function ownedSuperMatch(
  repo: SuperMatchRepository,
  userId: string,
  id: string,
  missing: SuperMatchErrorCode = 'SUPERMATCH_NOT_FOUND',
): Promise<SuperMatch> {
  const supermatch = await repo.findById(id);
  if (!supermatch || !supermatch.isOwnedBy(userId)) throw new SuperMatchError(missing);
  return supermatch;
}
