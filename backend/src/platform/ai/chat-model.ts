import type { AiConfig } from '../config/app-config';

/**
 * The one place a LangChain chat model is made: any OpenAI-compatible endpoint (OpenAI, Ollama,
 * vLLM, llama.cpp) from OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL. Deterministic answers,
 * bounded time, one retry: callers fall back to the offline path on any failure.
 */
export async function chatModel(config: AiConfig, options: { maxRetries?: number } = {}) {
  const { ChatOpenAI } = await import('@langchain/openai');
  return new ChatOpenAI({
    model: config.model,
    apiKey: config.apiKey,
    temperature: 0,
    // Callers that count their calls (an LLM call budget) retry themselves: maxRetries 0.
    maxRetries: options.maxRetries ?? 1,
    timeout: config.timeoutMs,
    configuration: config.baseUrl ? { baseURL: config.baseUrl } : undefined,
  });
}
