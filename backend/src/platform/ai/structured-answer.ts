import type { Logger } from '@nestjs/common';
import type { ZodType } from 'zod';

export type ChatMessage = { role: 'system' | 'user'; content: string };

const RETRY: ChatMessage = {
  role: 'user',
  content: 'Your previous answer did not match the required JSON schema. Answer again with valid JSON only.',
};

/**
 * Asks a structured-output model up to `maxCalls` times: again (saying why) after an answer that
 * cannot be read or is off the schema, never after a failed request (server error, timeout),
 * which throws for the caller's offline path. `onAnswer` sees every answer that arrived (its raw
 * message, for token usage). Null when no answer was readable.
 */
export async function structuredAnswer<T>(
  invoke: (messages: ChatMessage[]) => Promise<{ raw?: unknown; parsed: unknown }>,
  messages: ChatMessage[],
  schema: ZodType<T>,
  { maxCalls, logger, onCall, onAnswer }: { maxCalls: number; logger: Logger; onCall?: () => void; onAnswer?: (raw: unknown) => void },
): Promise<T | null> {
  for (let call = 1; call <= maxCalls; call++) {
    onCall?.();
    let answer: { raw?: unknown; parsed: unknown };
    try {
      answer = await invoke(call === 1 ? messages : [...messages, RETRY]);
    } catch (error) {
      if (!isInvalidOutput(error)) throw error;
      logger.warn(`LLM answer ${call} was not valid JSON: ${(error as Error).message.slice(0, 120)}`);
      continue;
    }
    onAnswer?.(answer.raw);
    const parsed = schema.safeParse(answer.parsed);
    if (parsed.success) return parsed.data;
    logger.warn(`LLM answer ${call} did not match the schema`);
  }
  return null;
}

/**
 * Whether a model call's error is an answer that arrived but could not be read (bad JSON, off the
 * schema), worth one retry, as opposed to a failed request (server error, timeout, refused
 * connection), where the caller falls back to its offline path at once.
 */
function isInvalidOutput(error: unknown): boolean {
  const e = error as { status?: unknown; name?: string; code?: string };
  if (typeof e?.status === 'number' || /APIConnection|Timeout|Abort/i.test(e?.name ?? '') || e?.code === 'ECONNREFUSED') return false;
  return error instanceof SyntaxError || /OutputParser|JSON|parse|schema|Zod/i.test(`${e?.name ?? ''} ${(error as Error)?.message ?? ''}`);
}
