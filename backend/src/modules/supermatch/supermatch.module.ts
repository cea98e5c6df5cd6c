import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  COVER_LETTER_WRITER,
  CREDIT_WALLET,
  JOB_READER,
  MATCH_ANALYST,
  RESUME_LIBRARY,
  RESUME_TAILOR,
} from './application/collaborator-ports';
import { DownloadCoverLetter } from './application/download-cover-letter';
import { ConfirmSuperMatch } from './application/confirm-supermatch';
import { DeleteSuperMatch } from './application/delete-supermatch';
import { ListDeletedSuperMatches } from './application/list-deleted-supermatches';
import { PurgeSuperMatchBin } from './application/purge-supermatch-bin';
import { RestoreSuperMatch } from './application/restore-supermatch';
import { SuperMatchBinController } from './infrastructure/http/supermatch-bin.controller';
import { SuperMatchBinSchedule } from './infrastructure/queue/supermatch-bin.schedule';
import { DownloadSuperMatchPdf } from './application/download-supermatch-pdf';
import { EraseUserSuperMatches } from './application/erase-user-supermatches';
import { GetSuperMatch } from './application/get-supermatch';
import { GetSuperMatchReport } from './application/get-supermatch-report';
import { ListSuperMatches } from './application/list-supermatches';
import { RenameSuperMatch } from './application/rename-supermatch';
import { RunSuperMatch } from './application/run-supermatch';
import { ShareSuperMatch } from './application/share-supermatch';
import { StartSuperMatch } from './application/start-supermatch';
import { SUPERMATCH_JOBS, SUPERMATCH_REPOSITORY } from './application/supermatch-ports';
import { CreditsWallet } from './infrastructure/gateways/credits.wallet';
import { EnhancementCoverLetterWriter, EnhancementTailor } from './infrastructure/gateways/enhancement.tailor';
import { MatchingAnalyst, MatchingJobReader } from './infrastructure/gateways/matching.gateways';
import { ResumesLibrary } from './infrastructure/gateways/resumes.library';
import { SuperMatchesController } from './infrastructure/http/supermatches.controller';
import { MikroOrmSuperMatchRepository } from './infrastructure/persistence/mikro-orm-supermatch.repository';
import { SuperMatchSchema } from './infrastructure/persistence/supermatch.schema';
import { BullSuperMatchJobs } from './infrastructure/queue/bull-supermatch.jobs';
import { RunSuperMatchProcessor } from './infrastructure/queue/run-supermatch.processor';
import { SUPERMATCH_QUEUE } from './infrastructure/queue/supermatch-queue';

/**
 * SuperMatch: one resume tailored to one job, paid with credits. `collaborators` are the very
 * module instances AppModule imports (resumes, matching, enhancement, credits, pipelines), whose
 * application use cases the gateways call.
 */
@Module({})
export class SuperMatchModule {
  static register(options: { web: boolean; worker: boolean; collaborators: DynamicModule[] }): DynamicModule {
    const useCases = [
      StartSuperMatch,
      RunSuperMatch,
      ConfirmSuperMatch,
      ListSuperMatches,
      GetSuperMatch,
      GetSuperMatchReport,
      DownloadCoverLetter,
      RenameSuperMatch,
      DeleteSuperMatch,
      DownloadSuperMatchPdf,
      ShareSuperMatch,
      EraseUserSuperMatches,
      RestoreSuperMatch,
      ListDeletedSuperMatches,
      PurgeSuperMatchBin,
    ];
    const providers: Provider[] = [
      ...useCases,
      { provide: SUPERMATCH_REPOSITORY, useClass: MikroOrmSuperMatchRepository },
      { provide: SUPERMATCH_JOBS, useClass: BullSuperMatchJobs },
      { provide: CREDIT_WALLET, useClass: CreditsWallet },
      { provide: JOB_READER, useClass: MatchingJobReader },
      { provide: MATCH_ANALYST, useClass: MatchingAnalyst },
      { provide: RESUME_TAILOR, useClass: EnhancementTailor },
      { provide: COVER_LETTER_WRITER, useClass: EnhancementCoverLetterWriter },
      { provide: RESUME_LIBRARY, useClass: ResumesLibrary },
    ];
    if (options.worker) providers.push(RunSuperMatchProcessor, SuperMatchBinSchedule);
    return {
      module: SuperMatchModule,
      imports: [
        MikroOrmModule.forFeature([SuperMatchSchema]),
        BullModule.registerQueue({ name: SUPERMATCH_QUEUE }),
        ...options.collaborators,
      ],
      controllers: options.web ? [SuperMatchesController, SuperMatchBinController] : [],
      providers,
      exports: [EraseUserSuperMatches],
    };
  }
}
