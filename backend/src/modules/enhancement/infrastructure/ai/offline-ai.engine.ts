import { offlineEnhancement, offlineTailoring } from '../../domain/offline-engine';
import { NO_USAGE, type AiEngine, type EngineProposal, type EnhanceEngineInput, type TailorEngineInput } from '../../application/ai-engine';

/** The default engine: the deterministic rules of the domain, no network, no tokens. */
export class OfflineAiEngine implements AiEngine {
  readonly name = 'offline' as const;

  async enhance(input: EnhanceEngineInput): Promise<EngineProposal> {
    const { changes, questions } = offlineEnhancement(input);
    return { changes, fallback: [], questions, engine: 'offline', usage: { ...NO_USAGE } };
  }

  async tailor(input: TailorEngineInput): Promise<EngineProposal> {
    const { changes, questions } = offlineTailoring(input);
    return { changes, fallback: [], questions, engine: 'offline', usage: { ...NO_USAGE } };
  }
}
