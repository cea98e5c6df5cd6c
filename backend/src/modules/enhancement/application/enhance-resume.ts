import type { EnhancementStage as ContractEnhancementStage } from '@atelier/contracts';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { detectLanguage } from '../../../shared/language';
import { type JobFocus, keywordEvidence } from '../domain/job-focus';
import { personalizationQuestions, scopeAnswers } from '../domain/questions';
import { resumeText } from '../domain/resume-strings';
import { AI_ENGINE, type AiEngine } from './ai-engine';
import { type Answers, type EnhancementResult, finishRun } from './enhancement-result';
import { RESUME_KEYWORD_READER, type ResumeKeywordReader } from './resume-keyword-reader';

/** Progress of an enhancement, in the order they happen (for the pipeline's progress bar). */
export type EnhancementStage = ContractEnhancementStage;

export interface EnhanceResumeInput {
  resume: JsonResume;
  /** The resume's language; detected from its text when absent. */
  language?: ResumeLanguage;
  answers?: Answers;
  /**
   * The job the person aims at, when known (the guided flow asks for it): the wording stays
   * job-neutral, but the required skills the resume does not show become questions.
   */
  job?: JobFocus;
  /** Names the run in the log line (a job id). */
  runId?: string;
  onStage?: (stage: EnhancementStage) => void | Promise<void>;
}

/**
 * Enhancement without a job: ATS-friendly wording in the resume's language (action verbs, no
 * pronouns, concise lines, consistent punctuation), a summary when missing, duplicate skills
 * merged, and questions whose answers add the person's own results (and, given the job, the skills
 * it requires that the resume does not show). Every change passes the
 * gate and the fabrication audit.
 */
@Injectable()
export class EnhanceResume {
  private readonly logger = new Logger(EnhanceResume.name);

  constructor(
    @Inject(AI_ENGINE) private readonly engine: AiEngine,
    @Optional() @Inject(RESUME_KEYWORD_READER) private readonly keywords?: ResumeKeywordReader,
  ) {}

  async execute(input: EnhanceResumeInput): Promise<EnhancementResult> {
    const stage = async (s: EnhancementStage) => {
      await input.onStage?.(s);
    };
    await stage('extracting-keywords');
    const resume = input.resume;
    const language = input.language ?? detectLanguage(resumeText(resume));
    await stage('analyzing-structure');
    const evidence = input.job
      ? keywordEvidence(resume, input.job, this.keywords ? await this.keywords.inResume(resume, language) : undefined)
      : undefined;
    const questions = personalizationQuestions(resume, evidence);
    const answers = scopeAnswers(questions, input.answers);
    await stage('rewriting-summary');
    // The questions still open are this use case's, not the engine's: only here is the job known.
    const answered = new Set(answers.map((a) => a.questionId));
    const proposal = {
      ...(await this.engine.enhance({ resume, language, answers })),
      questions: questions.filter((q) => !answered.has(q.id)),
    };
    await stage('optimizing');
    const result = finishRun(this.logger, 'enhance', input.runId, { resume, language, answers }, proposal);
    await stage('finalizing');
    return result;
  }
}
