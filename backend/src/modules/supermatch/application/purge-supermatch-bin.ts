import { Inject, Injectable } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/** Erases for good the SuperMatches in the bin for longer than BIN_RETENTION_DAYS (their tailored resumes go with the resume bin). */
@Injectable()
export class PurgeSuperMatchBin {
  constructor(@Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository) {}

  execute(now = new Date()): Promise<number> {
    return this.supermatches.purgeDeletedBefore(binCutoff(now));
  }
}
