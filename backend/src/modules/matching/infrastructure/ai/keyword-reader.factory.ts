import type { AiConfig } from '../../../../platform/config/app-config';
import type { KeywordReader } from '../../application/job-ports';
import { LexiconKeywordReader } from './lexicon-keyword.reader';
import { LlmKeywordReader } from './llm-keyword.reader';

/** A language model reads the keywords when OPENAI_API_KEY or OPENAI_BASE_URL is set; the lexicons otherwise. */
export function keywordReaderFor(config?: AiConfig): KeywordReader {
  return config ? new LlmKeywordReader(config) : new LexiconKeywordReader();
}
