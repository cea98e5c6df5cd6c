import { DynamicModule, Module } from '@nestjs/common';
import { AnalyzeMatch } from './application/analyze-match';
import { FindSkills } from './application/find-skills';
import { PAGE_FETCHER } from './application/job-ports';
import { ReadJobPosting } from './application/read-job-posting';
import { JobPostingsController } from './infrastructure/http/job-postings.controller';
import { SafePageFetcher } from './infrastructure/safe-page.fetcher';

/** Job intake (with keywords) and match analysis; other modules use ReadJobPosting, AnalyzeMatch and FindSkills. */
@Module({})
export class MatchingModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: MatchingModule,
      controllers: options.web ? [JobPostingsController] : [],
      // The production address policy only: no setting can open the fetcher to private addresses.
      providers: [ReadJobPosting, AnalyzeMatch, FindSkills, { provide: PAGE_FETCHER, useFactory: () => new SafePageFetcher() }],
      exports: [ReadJobPosting, AnalyzeMatch, FindSkills],
    };
  }
}
