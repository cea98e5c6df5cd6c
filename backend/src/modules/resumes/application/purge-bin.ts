import { Inject, Injectable, Logger } from '@nestjs/common';
import { binCutoff } from '../../../shared/bin';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';

/** Erases for good the resumes that have been in the bin longer than BIN_RETENTION_DAYS (all users). */
@Injectable()
export class PurgeResumeBin {
  private readonly logger = new Logger(PurgeResumeBin.name);
  constructor(@Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository) {}

  async execute(now = new Date()): Promise<number> {
    const ids = await this.resumes.purgeDeletedBefore(binCutoff(now));
    if (ids.length) this.logger.log(`Erased ${ids.length} resume(s) kept in the bin for 30 days`);
    return ids.length;
  }
}
