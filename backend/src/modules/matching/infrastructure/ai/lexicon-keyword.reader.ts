import type { KeywordReader } from '../../application/job-ports';

/** No language model configured: the lexicons' and span model's keywords, read with the posting, stand. */
export class LexiconKeywordReader implements KeywordReader {
  read(): Promise<null> {
    return Promise.resolve(null);
  }
}
