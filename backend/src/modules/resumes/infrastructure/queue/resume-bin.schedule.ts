import { Injectable, Logger } from '@nestjs/common';
import { BinPurgeSchedule } from '../../../../platform/bin-purge-schedule';
import { PurgeResumeBin } from '../../application/purge-bin';

/** Erases resumes kept 30 days in the bin (worker roles). */
@Injectable()
export class ResumeBinSchedule extends BinPurgeSchedule {
  protected readonly logger = new Logger(ResumeBinSchedule.name);
  constructor(private readonly purgeBin: PurgeResumeBin) {
    super();
  }
  protected purge() {
    return this.purgeBin.execute();
  }
}
