import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import type { ScopedAnswer } from '../domain/answers';
import type { JobFocus, ResumeKeyword } from '../domain/job-focus';
import type { PersonalizationQuestion } from '../domain/questions';
import type { ResumeChange } from '../domain/resume-change';

/**
 * The AI engine port: proposes path-based changes (never a whole resume) and questions. Two
 * adapters: the offline rules (default) and an LLM through LangChain that falls back to them.
 * Whatever it proposes, the use cases pass it through the gate and the fabrication audit.
 */
export const AI_ENGINE = Symbol('AiEngine');

export type EngineName = 'offline' | 'llm';

export interface AiUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export const NO_USAGE: AiUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };

export interface EnhanceEngineInput {
  resume: JsonResume;
  language: ResumeLanguage;
  answers: readonly ScopedAnswer[];
}

export interface TailorEngineInput extends EnhanceEngineInput {
  job: JobFocus;
  /** The lexicon keywords the resume evidences; absent without a lexicon reader (the job's words are then looked for). */
  resumeKeywords?: readonly ResumeKeyword[];
}

export interface EngineProposal {
  /** The engine's own changes (the model's, for the LLM engine). */
  changes: ResumeChange[];
  /** Rule changes to use wherever a primary change is refused (the offline engine's, for the LLM engine). */
  fallback: ResumeChange[];
  questions: PersonalizationQuestion[];
  /** Which engine's changes these are: 'offline' when the LLM engine fell back entirely. */
  engine: EngineName;
  usage: AiUsage;
}

export interface AiEngine {
  readonly name: EngineName;
  enhance(input: EnhanceEngineInput): Promise<EngineProposal>;
  tailor(input: TailorEngineInput): Promise<EngineProposal>;
}
