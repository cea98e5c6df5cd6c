import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { chatModel } from '../../../../platform/ai/chat-model';
import { structuredAnswer, type ChatMessage } from '../../../../platform/ai/structured-answer';
import type { AiConfig } from '../../../../platform/config/app-config';
import type { KeywordReader } from '../../application/job-ports';
import type { ProposedKeyword } from '../../domain/keywords/grounded-keywords';
import { keywordMessages } from './keyword-prompt';
import { KeywordProposalSchema } from './keyword-proposal.schema';

/** At most this many model calls per posting: one, and one retry on an answer that cannot be read. */
export const MAX_KEYWORD_CALLS = 2;
/** Postings whose answers are remembered: the same posting is read for a preview, then for its SuperMatch. */
const REMEMBERED = 100;
/**
 * How long one reading waits for the model. A person waits for the job's preview (the browser
 * gives up at 30 s, and a link may take 10 to fetch): past this, the lexicons' keywords are used,
 * and the model's answer, still on its way, is remembered for the next reading of the posting.
 */
export const KEYWORD_WAIT_MS = 12_000;

type Structured = { invoke(messages: ChatMessage[]): Promise<unknown> };

/**
 * Keywords from a language model (LangChain's ChatOpenAI, any OpenAI-compatible server), with
 * structured output validated by zod. Any error, timeout or unreadable answer gives null: the
 * lexicons' keywords stand. Answers are remembered by the posting's text, so the same posting
 * read again (a preview, then the match, then tailoring; a double click) costs one call.
 */
export class LlmKeywordReader implements KeywordReader {
  private readonly logger = new Logger(LlmKeywordReader.name);
  private structured?: Promise<Structured>;
  private readonly answers = new Map<string, Promise<ProposedKeyword[] | null>>();

  constructor(
    private readonly config: AiConfig,
    private readonly waitMs = KEYWORD_WAIT_MS,
  ) {}

  read(text: string): Promise<ProposedKeyword[] | null> {
    const key = createHash('sha256').update(text).digest('hex');
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.ask(text);
      this.answers.set(key, answer);
      if (this.answers.size > REMEMBERED) this.answers.delete(this.answers.keys().next().value!);
      // A failure is not remembered: the next reading asks again.
      void answer.then((keywords) => keywords ?? this.answers.delete(key));
    }
    return atMost(answer, this.waitMs);
  }

  private async ask(text: string): Promise<ProposedKeyword[] | null> {
    const messages = keywordMessages(text);
    try {
      this.structured ??= chatModel(this.config, { maxRetries: 0 }).then(
        (model) => model.withStructuredOutput(KeywordProposalSchema, { name: 'posting_keywords' }) as unknown as Structured,
      );
      const structured = await this.structured;
      const proposal = await structuredAnswer(
        async (attempt) => ({ parsed: await structured.invoke(attempt) }),
        messages,
        KeywordProposalSchema,
        {
          maxCalls: MAX_KEYWORD_CALLS,
          logger: this.logger,
        },
      );
      return proposal?.keywords ?? null;
    } catch (error) {
      this.logger.warn(`LLM unavailable, lexicon keywords used: ${(error as Error).message}`);
    }
    return null;
  }
}

/** The answer, or null once `ms` have passed (the answer itself goes on). */
function atMost<T>(answer: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
