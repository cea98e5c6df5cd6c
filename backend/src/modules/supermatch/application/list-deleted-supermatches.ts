import { Inject, Injectable } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import type { SuperMatch } from '../domain/supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** The user's SuperMatches in the bin that can still be restored, most recently deleted first. */
@Injectable()
export class ListDeletedSuperMatches {
  constructor(@Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository) {}

  execute(input: { userId: string }): Promise<SuperMatch[]> {
    return this.supermatches.listDeleted(input.userId, binCutoff());
  }
}
