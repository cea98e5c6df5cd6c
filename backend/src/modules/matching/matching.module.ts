import { DynamicModule, Module } from '@nestjs/common';
import { PAGE_FETCHER } from './application/job-ports';
import { ReadJobPosting } from './application/read-job-posting';
import { JobPostingsController } from './infrastructure/http/job-postings.controller';
import { SafePageFetcher } from './infrastructure/safe-page.fetcher';

/** Job intake today; keywords and match analysis arrive here next (issue 5). */
@Module({})
export class MatchingModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: MatchingModule,
      controllers: options.web ? [JobPostingsController] : [],
      // The production address policy only: no setting can open the fetcher to private addresses.
      providers: [ReadJobPosting, { provide: PAGE_FETCHER, useFactory: () => new SafePageFetcher() }],
      exports: [ReadJobPosting],
    };
  }
}
