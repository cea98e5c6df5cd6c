import type { Language } from '../../../../shared/language';
import { e } from './lexicon/entry';
import type { Mention } from './lexicon-matcher';
import { RememberingMatcher } from './remembering-matcher';

/** A matcher that counts its readings and finds "SQL" wherever it is written. */
function counting() {
  const entry = e('sql', 'tool', ['sql']);
  const reads: string[] = [];
  return {
    reads,
    mentions(line: string, language?: Language): Mention[] {
      reads.push(`${language}:${line}`);
      const at = line.indexOf('SQL');
      return at < 0 ? [] : [{ entry, start: at, end: at + 3 }];
    },
  };
}

describe('RememberingMatcher', () => {
  it('reads a line once per language, and gives each caller an array of its own', () => {
    const inner = counting();
    const matcher = new RememberingMatcher(inner);
    const first = matcher.mentions('- SQL and Python', 'en');
    first.push(first[0]);
    expect(matcher.mentions('- SQL and Python', 'en')).toHaveLength(1);
    matcher.mentions('- SQL and Python', 'fr');
    expect(inner.reads).toEqual(['en:- SQL and Python', 'fr:- SQL and Python']);
  });

  it('forgets everything once it holds its limit of lines', () => {
    const inner = counting();
    const matcher = new RememberingMatcher(inner, 2);
    for (const line of ['a', 'b', 'c', 'a']) matcher.mentions(line, 'en');
    // "c" found the memory full and cleared it: "a" is read again.
    expect(inner.reads).toEqual(['en:a', 'en:b', 'en:c', 'en:a']);
  });
});
