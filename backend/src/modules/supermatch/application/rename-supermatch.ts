import { Inject, Injectable } from '@nestjs/common';
import type { SuperMatch } from '../domain/supermatch';
import { SuperMatchError } from '../domain/supermatch-errors';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

@Injectable()
export class RenameSuperMatch {
  constructor(@Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository) {}

  async execute(input: { userId: string; supermatchId: string; name: string }): Promise<SuperMatch> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId, 'LIBRARY_ITEM_NOT_FOUND');
    supermatch.rename(input.name);
    if (!(await this.supermatches.update(supermatch))) throw new SuperMatchError('LIBRARY_ITEM_NOT_FOUND');
    return supermatch;
  }
}
