import { Injectable, Logger } from '@nestjs/common';
import { BinPurgeSchedule } from '../../../../platform/bin-purge-schedule';
import { PurgeSuperMatchBin } from '../../application/purge-supermatch-bin';

/** Erases SuperMatches kept 30 days in the bin (worker roles). */
@Injectable()
export class SuperMatchBinSchedule extends BinPurgeSchedule {
  protected readonly logger = new Logger(SuperMatchBinSchedule.name);
  constructor(private readonly purgeBin: PurgeSuperMatchBin) {
    super();
  }
  protected purge() {
    return this.purgeBin.execute();
  }
}
