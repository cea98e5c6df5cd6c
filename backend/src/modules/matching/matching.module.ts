import { DynamicModule, Module } from '@nestjs/common';
import { AnalyzeMatch } from './application/analyze-match';
import { FindSkills } from './application/find-skills';
import { KEYWORD_READER, PAGE_FETCHER } from './application/job-ports';
import { MatchResume } from './application/match-resume';
import { ReadJobPosting } from './application/read-job-posting';
import { JobPostingsController } from './infrastructure/http/job-postings.controller';
import { ResumeMatchController } from './infrastructure/http/resume-match.controller';
import { SafePageFetcher } from './infrastructure/safe-page.fetcher';
import { keywordReaderFor } from './infrastructure/ai/keyword-reader.factory';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { isLoopbackAddress, isPublicAddress } from './domain/address-policy';

/**
 * Job intake (with keywords) and match analysis; other modules use ReadJobPosting, AnalyzeMatch and FindSkills.
 * `collaborators`: the resumes module instance (the flow's match step reads the user's own resume).
 */
@Module({})
export class MatchingModule {
  static register(options: { web: boolean; collaborators: DynamicModule[] }): DynamicModule {
    return {
      module: MatchingModule,
      imports: options.collaborators,
      controllers: options.web ? [JobPostingsController, ResumeMatchController] : [],
      // Public addresses only. The one exception is the test policy (NODE_ENV=test and
      // ATELIER_TEST_LOOPBACK_JOBS=1, see AppConfig.loopbackJobLinks): loopback too, for the job pages
      // the end-to-end tests serve. No setting opens private networks, and production never gets it.
      providers: [
        ReadJobPosting,
        AnalyzeMatch,
        MatchResume,
        FindSkills,
        {
          provide: PAGE_FETCHER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            new SafePageFetcher(
              config.loopbackJobLinks && !config.production
                ? (address: string) => isLoopbackAddress(address) || isPublicAddress(address)
                : isPublicAddress,
            ),
        },
        {
          provide: KEYWORD_READER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => keywordReaderFor(config.ai),
        },
      ],
      exports: [ReadJobPosting, AnalyzeMatch, FindSkills],
    };
  }
}
