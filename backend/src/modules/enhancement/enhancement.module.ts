import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { AI_ENGINE } from './application/ai-engine';
import { EnhanceResume } from './application/enhance-resume';
import { RESUME_KEYWORD_READER } from './application/resume-keyword-reader';
import { TailorResume } from './application/tailor-resume';
import { ENHANCEMENT_JOBS } from './application/enhancement-jobs';
import { RunResumeEnhancement } from './application/run-resume-enhancement';
import { StartResumeEnhancement } from './application/start-resume-enhancement';
import { EraseUserEnhancementJobs } from './application/erase-user-enhancement-jobs';
import { ResumeEnhancementController } from './infrastructure/http/resume-enhancement.controller';
import { ResumeChangesController } from './infrastructure/http/resume-changes.controller';
import { ListResumeChanges } from './application/list-resume-changes';
import { ReviewResumeChanges } from './application/review-resume-changes';
import { WriteCoverLetter } from './application/write-cover-letter';
import { BullEnhancementJobs } from './infrastructure/queue/bull-enhancement.jobs';
import { ENHANCEMENT_QUEUE } from './infrastructure/queue/enhancement-queue';
import { RunEnhancementProcessor } from './infrastructure/queue/run-enhancement.processor';
import { aiEngineFor } from './infrastructure/ai/ai-engine.factory';
import { MatchingKeywordReader } from './infrastructure/matching-keyword.reader';
import { JOB_FOCUS_READER } from './application/job-focus-reader';
import { MatchingJobFocusReader } from './infrastructure/matching-job-focus.reader';

/**
 * Enhancement and tailoring, the enhancement pipeline (POST /api/resumes/:id/enhance) and the
 * change review (GET/PUT /api/resumes/:id/changes).
 * The AI engine is chosen by configuration (offline without OPENAI_*).
 */
@Module({})
export class EnhancementModule {
  /** `collaborators`: the resumes, pipelines and matching module instances AppModule imports (the pipeline uses them). */
  static register(options: { web: boolean; worker: boolean; collaborators: DynamicModule[] }): DynamicModule {
    const providers: Provider[] = [
      EnhanceResume,
      TailorResume,
      StartResumeEnhancement,
      RunResumeEnhancement,
      EraseUserEnhancementJobs,
      ListResumeChanges,
      ReviewResumeChanges,
      WriteCoverLetter,
      { provide: AI_ENGINE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => aiEngineFor(config.ai) },
      { provide: RESUME_KEYWORD_READER, useFactory: () => new MatchingKeywordReader() },
      { provide: JOB_FOCUS_READER, useClass: MatchingJobFocusReader },
      { provide: ENHANCEMENT_JOBS, useClass: BullEnhancementJobs },
    ];
    if (options.worker) providers.push(RunEnhancementProcessor);
    return {
      module: EnhancementModule,
      imports: [BullModule.registerQueue({ name: ENHANCEMENT_QUEUE }), ...options.collaborators],
      controllers: options.web ? [ResumeEnhancementController, ResumeChangesController] : [],
      providers,
      exports: [EnhanceResume, TailorResume, EraseUserEnhancementJobs, WriteCoverLetter],
    };
  }
}
