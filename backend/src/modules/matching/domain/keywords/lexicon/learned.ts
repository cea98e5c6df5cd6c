import { e, type LexiconEntry } from './entry';
import { LEARNED_PHRASES, LEARNED_STOPLIST } from './learned.data';

/**
 * The learned lexicon (built by backend/scripts/build-learned-lexicon.ts from postings labelled by
 * hand): phrases annotators label in most postings that hold them, as written ("schedule posts",
 * "chaîne du froid"). A one-word phrase in lower case counts only in text of its language
 * (wordsInTheirLanguage); one with capitals counts only as written, in either language (an
 * acronym reads the same in both: "CO", SAP's controlling module, learned from French postings).
 */
export function learnedEntries(data: string = LEARNED_PHRASES): LexiconEntry[] {
  return data
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [language, phrase] = line.split('\t');
      // Lower case only: folding accents for thousands of ids would cost the load time.
      const id = `learned:${language}:${phrase.toLowerCase().replace(/\s+/g, '-')}`;
      // One word with capitals is a name or an acronym: only as written ("Go", "REST", not "go").
      if (!/\s/.test(phrase) && /\p{Lu}/u.test(phrase)) return e(id, 'hard', [], [], { cased: [phrase] });
      return language === 'fr' ? e(id, 'hard', [], [phrase]) : e(id, 'hard', [phrase]);
    });
}

/**
 * Spellings the other lexicons find that annotators almost never label, per language, as written:
 * "spring" (the season) may be stoplisted while "Spring" (the framework) is not.
 */
export class LearnedStoplist {
  private readonly keys: Set<string>;

  constructor(data: string = LEARNED_STOPLIST) {
    this.keys = new Set(data.split('\n').filter(Boolean));
  }

  has(term: string, language?: string): boolean {
    return language ? this.keys.has(`${language}\t${term}`) : this.keys.has(`en\t${term}`) && this.keys.has(`fr\t${term}`);
  }
}
