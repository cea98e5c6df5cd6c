import { Inject, Injectable } from '@nestjs/common';
import type { SuperMatch } from '../domain/supermatch';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

@Injectable()
export class GetSuperMatch {
  constructor(@Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository) {}

  execute(input: { userId: string; supermatchId: string }): Promise<SuperMatch> {
    return ownedSuperMatch(this.supermatches, input.userId, input.supermatchId);
  }
}
