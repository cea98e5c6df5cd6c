import { Injectable } from '@nestjs/common';
import { GetResume } from '../../resumes/application/get-resume';
import type { Language } from '../../../shared/language';
import type { MatchAnalysis } from '../domain/match/match-analysis';
import type { JobPosting } from '../domain/job-posting';
import { JobError } from '../domain/job-errors';
import { AnalyzeMatch } from './analyze-match';
import { ReadJobPosting } from './read-job-posting';

/**
 * The guided flow's match step: reads the job (link or pasted text) and analyses how well one of
 * the user's own, parsed resumes fits it. Another user's resume answers "not found".
 */
@Injectable()
export class MatchResume {
  constructor(
    private readonly getResume: GetResume,
    private readonly readJobPosting: ReadJobPosting,
    private readonly analyzeMatch: AnalyzeMatch,
  ) {}

  async execute(input: {
    userId: string;
    resumeId: string;
    job: { text?: string; url?: string };
    language: Language;
  }): Promise<MatchAnalysis & { posting: JobPosting }> {
    const resume = await this.getResume.execute({ userId: input.userId, resumeId: input.resumeId });
    if (!resume.isReady() || !resume.structured) throw new JobError('RESUME_NOT_READY');
    const posting = await this.readJobPosting.execute(input.job);
    const analysis = this.analyzeMatch.execute({ resume: resume.structured, job: posting, language: input.language });
    return { ...analysis, posting };
  }
}
