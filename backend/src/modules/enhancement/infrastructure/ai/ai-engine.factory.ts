import type { AiConfig } from '../../../../platform/config/app-config';
import type { AiEngine } from '../../application/ai-engine';
import { LangchainAiEngine } from './langchain-ai.engine';
import { OfflineAiEngine } from './offline-ai.engine';

/** The LLM engine when OPENAI_API_KEY or OPENAI_BASE_URL is set; the offline engine otherwise. */
export function aiEngineFor(config?: AiConfig): AiEngine {
  return config ? new LangchainAiEngine(config) : new OfflineAiEngine();
}
