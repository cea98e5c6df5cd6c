import { DynamicModule, Module } from '@nestjs/common';
import { AnalyzeMatch } from './application/analyze-match';
import { FindSkills } from './application/find-skills';
import { PAGE_FETCHER } from './application/job-ports';
import { MatchResume } from './application/match-resume';
import { ReadJobPosting } from './application/read-job-posting';
import { JobPostingsController } from './infrastructure/http/job-postings.controller';
import { ResumeMatchController } from './infrastructure/http/resume-match.controller';
import { SafePageFetcher } from './infrastructure/safe-page.fetcher';

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
      // The production address policy only: no setting can open the fetcher to private addresses.
      providers: [
        ReadJobPosting,
        AnalyzeMatch,
        MatchResume,
        FindSkills,
        { provide: PAGE_FETCHER, useFactory: () => new SafePageFetcher() },
      ],
      exports: [ReadJobPosting, AnalyzeMatch, FindSkills],
    };
  }
}
