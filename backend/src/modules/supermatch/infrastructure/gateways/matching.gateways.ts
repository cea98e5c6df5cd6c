import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../../shared/json-resume';
import type { Language } from '../../../../shared/language';
import { AnalyzeMatch } from '../../../matching/application/analyze-match';
import { checkJobUrl } from '../../../matching/application/check-job-url';
import { ReadJobPosting } from '../../../matching/application/read-job-posting';
import type { JobReader, MatchAnalyst, MatchSummary, ReadJob } from '../../application/collaborator-ports';

/** Job intake for SuperMatch: the matching module reads links (safely) and pasted descriptions. */
@Injectable()
export class MatchingJobReader implements JobReader {
  constructor(private readonly readJobPosting: ReadJobPosting) {}

  checkUrl(url: string): void {
    checkJobUrl(url);
  }

  async read(input: { url?: string | null; text?: string | null }): Promise<ReadJob> {
    const posting = await this.readJobPosting.execute({ url: input.url ?? undefined, text: input.text ?? undefined });
    return { title: posting.title ?? null, company: posting.company ?? null, language: posting.language, posting };
  }
}

/** The matching module's versioned, explained analysis, summarised for the SuperMatch record. */
@Injectable()
export class MatchingAnalyst implements MatchAnalyst {
  constructor(private readonly analyzeMatch: AnalyzeMatch) {}

  async analyze(resume: StructuredResume, job: ReadJob, language: string): Promise<MatchSummary> {
    const analysis = this.analyzeMatch.execute({
      resume,
      job: job.posting,
      language: (language === 'fr' ? 'fr' : 'en') as Language,
    });
    return {
      verdict: analysis.verdict,
      confidence: analysis.confidence,
      score: analysis.score,
      reasons: analysis.reasons,
      factors: analysis.factors,
      found: analysis.found,
      missing: analysis.missing,
      details: analysis as unknown as Record<string, unknown>,
    };
  }
}
