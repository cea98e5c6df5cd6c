import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { detectLanguage } from '../../../shared/language';
import { type JobFocus, keywordEvidence, type ResumeKeyword } from '../domain/job-focus';
import { personalizationQuestions, scopeAnswers } from '../domain/questions';
import { resumeText } from '../domain/resume-strings';
import { AI_ENGINE, type AiEngine } from './ai-engine';
import { type Answers, type EnhancementResult, finishRun } from './enhancement-result';
import { RESUME_KEYWORD_READER, type ResumeKeywordReader } from './resume-keyword-reader';

/** Progress of a tailoring (SuperMatch adds its own PDF stage between tailoring and finalizing). */
export type TailoringStage = 'analyzing-job' | 'matching-profile' | 'tailoring-resume' | 'finalizing';

export interface TailorResumeInput {
  resume: JsonResume;
  language?: ResumeLanguage;
  /** The job: the matching module's JobPosting fits (title, company, description, language, keywords). */
  job: JobFocus;
  /**
   * Where the resume evidences the job's keywords, as the match analysis already found them
   * (SuperMatch passes them): the resume is not read a second time. Read here when absent.
   */
  resumeKeywords?: readonly ResumeKeyword[];
  answers?: Answers;
  runId?: string;
  onStage?: (stage: TailoringStage) => void | Promise<void>;
}

/**
 * Tailoring for one job (SuperMatch): the enhancement's wording, plus relevant achievements,
 * skills and projects first, job keywords the resume already evidences surfaced in the skills
 * and the summary, and questions about required keywords it does not show. Nothing is invented:
 * every change passes the gate and the fabrication audit.
 */
@Injectable()
export class TailorResume {
  private readonly logger = new Logger(TailorResume.name);

  constructor(
    @Inject(AI_ENGINE) private readonly engine: AiEngine,
    @Optional() @Inject(RESUME_KEYWORD_READER) private readonly keywords?: ResumeKeywordReader,
  ) {}

  async execute(input: TailorResumeInput): Promise<EnhancementResult> {
    const stage = async (s: TailoringStage) => {
      await input.onStage?.(s);
    };
    await stage('analyzing-job');
    const { resume, job } = input;
    const text = resumeText(resume);
    const language = input.language ?? detectLanguage(text);
    const resumeKeywords = input.resumeKeywords ?? (this.keywords ? await this.keywords.inResume(resume, language) : undefined);
    await stage('matching-profile');
    const evidence = keywordEvidence(resume, job, resumeKeywords);
    const answers = scopeAnswers(personalizationQuestions(resume, evidence), input.answers);
    await stage('tailoring-resume');
    const proposal = await this.engine.tailor({ resume, language, job, resumeKeywords, answers });
    const result = finishRun(this.logger, 'tailor', input.runId, { resume, language, answers }, proposal);
    await stage('finalizing');
    return result;
  }
}
