import { Logger } from '@nestjs/common';
import type { JsonResume } from '../../../../shared/json-resume';
import { chatModel } from '../../../../platform/ai/chat-model';
import { structuredAnswer, type ChatMessage } from '../../../../platform/ai/structured-answer';
import type { AiConfig } from '../../../../platform/config/app-config';
import { itemLabel } from '../../domain/apply-changes';
import { parsePointer, valueAt } from '../../domain/json-pointer';
import { reason, type ResumeChange } from '../../domain/resume-change';
import type { AiEngine, AiUsage, EngineProposal, EnhanceEngineInput, TailorEngineInput } from '../../application/ai-engine';
import { buildMessages } from './llm-prompt';
import { LlmProposalSchema, type LlmChange } from './llm-proposal.schema';
import { OfflineAiEngine } from './offline-ai.engine';

/** At most this many model calls per enhancement or tailoring: one, and one retry on invalid output. */
export const MAX_LLM_CALLS = 2;

type Structured = { invoke(messages: ChatMessage[]): Promise<{ raw: unknown; parsed: unknown }> };

/**
 * The LLM engine: LangChain's ChatOpenAI (any OpenAI-compatible server) with structured output
 * validated by zod. The model proposes path-based changes only. Any error, timeout or invalid
 * output ends in the offline engine's result, so the person always gets one; the offline rule
 * changes also stand in for every model change the gate or the audit refuses.
 */
export class LangchainAiEngine implements AiEngine {
  readonly name = 'llm' as const;
  private readonly logger = new Logger(LangchainAiEngine.name);
  private readonly offline = new OfflineAiEngine();
  // Built on first use: the offline path never loads LangChain.
  private structured?: Promise<Structured>;

  constructor(private readonly config: AiConfig) {}

  async enhance(input: EnhanceEngineInput): Promise<EngineProposal> {
    return this.run(input, await this.offline.enhance(input));
  }

  async tailor(input: TailorEngineInput): Promise<EngineProposal> {
    return this.run(input, await this.offline.tailor(input));
  }

  private async run(input: EnhanceEngineInput & { job?: TailorEngineInput['job'] }, offline: EngineProposal): Promise<EngineProposal> {
    const usage: AiUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
    const messages = buildMessages(input);
    try {
      this.structured ??= chatModel(this.config, { maxRetries: 0 }).then(
        (model) => model.withStructuredOutput(LlmProposalSchema, { name: 'resume_changes', includeRaw: true }) as unknown as Structured,
      );
      const structured = await this.structured;
      const proposal = await structuredAnswer((attempt) => structured.invoke(attempt), messages, LlmProposalSchema, {
        maxCalls: MAX_LLM_CALLS,
        logger: this.logger,
        onCall: () => usage.calls++,
        onAnswer: (raw) => addUsage(usage, raw),
      });
      if (proposal)
        return {
          changes: toChanges(input.resume, proposal.changes),
          fallback: offline.changes,
          questions: offline.questions,
          engine: 'llm',
          usage,
        };
    } catch (error) {
      this.logger.warn(`LLM unavailable, offline engine used: ${(error as Error).message}`);
    }
    return { ...offline, engine: 'offline', usage };
  }
}

function addUsage(usage: AiUsage, raw: unknown) {
  const meta = (raw as { usage_metadata?: { input_tokens?: number; output_tokens?: number } } | undefined)?.usage_metadata;
  usage.promptTokens += meta?.input_tokens ?? 0;
  usage.completionTokens += meta?.output_tokens ?? 0;
}

/** The model's answer as changes; labels of reordered lists come from the original, not the model. */
function toChanges(resume: JsonResume, changes: LlmChange[]): ResumeChange[] {
  return changes.map((c): ResumeChange => {
    if (c.op === 'reorder') {
      const list = valueAt(resume, parsePointer(c.path) ?? []);
      const labels = Array.isArray(list) ? list.map(itemLabel) : [];
      const order = c.order ?? [];
      return {
        path: c.path,
        op: 'reorder',
        before: labels,
        after: order.map((i) => labels[i] ?? ''),
        order,
        reason: reason(c.reason),
        source: 'llm',
      };
    }
    return {
      path: c.path,
      op: c.op,
      before: c.op === 'add' ? null : c.before,
      after: c.after ?? '',
      reason: reason(c.reason),
      source: 'llm',
    };
  });
}
