import type { Language } from '../../../../shared/language';
import type { Mention } from './lexicon-matcher';
import type { Matcher } from './phrase-matcher';

/**
 * A matcher that remembers what it found in the lines it read last. Extraction reads each line of
 * a posting twice through the same written lexicons: once to describe the span model's candidates
 * (WRITTEN_MATCHER), once for the keywords (SKILLS_MATCHER); on a long real posting (1,700 words)
 * the second reading was a fifth of the extraction's time. Bounded: it forgets everything once it
 * holds `limit` lines. Callers get their own array (CombinedMatcher adds to the one it gets).
 */
export class RememberingMatcher implements Matcher {
  private readonly seen = new Map<string, Mention[]>();

  constructor(
    private readonly inner: Matcher,
    private readonly limit = 2048,
  ) {}

  mentions(line: string, language?: Language): Mention[] {
    const key = `${language ?? '-'}\n${line}`;
    let found = this.seen.get(key);
    if (!found) {
      if (this.seen.size >= this.limit) this.seen.clear();
      found = this.inner.mentions(line, language);
      this.seen.set(key, found);
    }
    return [...found];
  }
}
