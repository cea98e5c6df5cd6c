import { Logger } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import type { ScopedAnswer } from '../domain/answers';
import type { PersonalizationQuestion } from '../domain/questions';
import type { RejectedChange, ResumeChange } from '../domain/resume-change';
import { reviewChanges } from '../domain/review-changes';
import type { AiUsage, EngineName, EngineProposal } from './ai-engine';

/** What enhancement and tailoring return: the checked resume and what changed, and why. */
export interface EnhancementResult {
  resume: JsonResume;
  language: ResumeLanguage;
  /** Accepted changes, in the order they were applied. */
  changes: ResumeChange[];
  /** Proposed changes the gate or the fabrication audit refused, with the reason. */
  rejected: RejectedChange[];
  /** Questions still open (answered ones are not asked again). */
  questions: PersonalizationQuestion[];
  engine: EngineName;
  usage: AiUsage;
  /** The answers in scope, as the gate used them (a change review re-checks the kept changes with them). */
  answers: ScopedAnswer[];
}

/** The person's answers, keyed by question id (see PersonalizationQuestion.id). */
export type Answers = Readonly<Record<string, string>>;

/** Gate + audit on a proposal, and one log line with the engine and tokens of the run. */
export function finishRun(
  logger: Logger,
  kind: 'enhance' | 'tailor',
  runId: string | undefined,
  input: { resume: JsonResume; language: ResumeLanguage; answers: readonly ScopedAnswer[] },
  proposal: EngineProposal,
): EnhancementResult {
  const reviewed = reviewChanges(input.resume, proposal.changes, proposal.fallback, input.answers);
  const { calls, promptTokens, completionTokens } = proposal.usage;
  logger.log(
    `${kind}${runId ? ` ${runId}` : ''}: engine=${proposal.engine} calls=${calls} promptTokens=${promptTokens} completionTokens=${completionTokens} ` +
      `changes=${reviewed.accepted.length} rejected=${reviewed.rejected.length}`,
  );
  return {
    resume: reviewed.resume,
    language: input.language,
    changes: reviewed.accepted,
    rejected: reviewed.rejected,
    questions: proposal.questions,
    engine: proposal.engine,
    usage: proposal.usage,
    answers: [...input.answers],
  };
}
