import { Inject, Injectable } from '@nestjs/common';
import type { SuperMatch } from '../domain/supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** The dashboard's SuperMatch history, newest first. */
@Injectable()
export class ListSuperMatches {
  constructor(@Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository) {}

  execute(input: { userId: string }): Promise<SuperMatch[]> {
    return this.supermatches.listByOwner(input.userId);
  }
}
