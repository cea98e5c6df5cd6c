import { DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { AI_ENGINE } from './application/ai-engine';
import { EnhanceResume } from './application/enhance-resume';
import { RESUME_KEYWORD_READER } from './application/resume-keyword-reader';
import { TailorResume } from './application/tailor-resume';
import { aiEngineFor } from './infrastructure/ai/ai-engine.factory';
import { MatchingKeywordReader } from './infrastructure/matching-keyword.reader';

/**
 * Enhancement and tailoring: the use cases the pipelines call. No HTTP endpoints of its own.
 * The AI engine is chosen by configuration (offline without OPENAI_*).
 */
@Module({})
export class EnhancementModule {
  static register(): DynamicModule {
    return {
      module: EnhancementModule,
      providers: [
        EnhanceResume,
        TailorResume,
        { provide: AI_ENGINE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => aiEngineFor(config.ai) },
        { provide: RESUME_KEYWORD_READER, useFactory: () => new MatchingKeywordReader() },
      ],
      exports: [EnhanceResume, TailorResume],
    };
  }
}
