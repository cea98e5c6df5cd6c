import type { PipelineStage } from '@atelier/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { detectLanguage } from '../../../shared/language';
import { personalizationQuestions, scopeAnswers } from '../domain/questions';
import { resumeText } from '../domain/resume-strings';
import { AI_ENGINE, type AiEngine } from './ai-engine';
import { type Answers, type EnhancementResult, finishRun } from './enhancement-result';

/** Progress of an enhancement, in the order they happen (for the pipeline's progress bar). */
export type EnhancementStage = PipelineStage<'enhancement'>;

export interface EnhanceResumeInput {
  resume: JsonResume;
  /** The resume's language; detected from its text when absent. */
  language?: ResumeLanguage;
  answers?: Answers;
  /** Names the run in the log line (a job id). */
  runId?: string;
  onStage?: (stage: EnhancementStage) => void | Promise<void>;
}

/**
 * Enhancement without a job: ATS-friendly wording in the resume's language (action verbs, no
 * pronouns, concise lines, consistent punctuation), a summary when missing, duplicate skills
 * merged, and questions whose answers add the person's own results. Every change passes the
 * gate and the fabrication audit.
 */
@Injectable()
export class EnhanceResume {
  private readonly logger = new Logger(EnhanceResume.name);

  constructor(@Inject(AI_ENGINE) private readonly engine: AiEngine) {}

  async execute(input: EnhanceResumeInput): Promise<EnhancementResult> {
    const stage = async (s: EnhancementStage) => {
      await input.onStage?.(s);
    };
    await stage('extracting-keywords');
    const resume = input.resume;
    const language = input.language ?? detectLanguage(resumeText(resume));
    await stage('analyzing-structure');
    const answers = scopeAnswers(personalizationQuestions(resume), input.answers);
    await stage('rewriting-summary');
    const proposal = await this.engine.enhance({ resume, language, answers });
    await stage('optimizing');
    const result = finishRun(this.logger, 'enhance', input.runId, { resume, language, answers }, proposal);
    await stage('finalizing');
    return result;
  }
}
