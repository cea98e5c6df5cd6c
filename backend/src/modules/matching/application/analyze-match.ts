import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import type { Language } from '../../../shared/language';
import { analyzeMatch } from '../domain/match/analyze-match';
import type { MatchAnalysis, MatchJob } from '../domain/match/match-analysis';

/**
 * How well a structured resume fits a job (see domain/match): the same use case for the CLI,
 * SuperMatch and the API. `now` dates ongoing jobs; tests pass a fixed one.
 */
@Injectable()
export class AnalyzeMatch {
  execute(input: { resume: StructuredResume; job: MatchJob; language: Language; now?: Date }): MatchAnalysis {
    return analyzeMatch(input.resume, input.job, input.language, { now: input.now ?? new Date() });
  }
}
