import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spellingKey } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import { spellingsOf } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { SKILLS_LEXICON } from '../src/modules/matching/domain/keywords/skills-lexicon';

export interface Posting {
  id: string;
  language: 'en' | 'fr';
  text: string;
  /** Labels: alternatives separated by "|". */
  skills: string[];
}

const training = join(__dirname, '..', 'data', 'keyword-training');
const labels = join(__dirname, '..', 'eval', 'labels');
// The evaluation's development sets (eval/heldout-keywords.eval.ts); sets 8 and later are held out.
const DEVELOPMENT = ['heldout-postings.json', ...[2, 3, 4, 5, 6, 7].map((n) => `heldout-postings-v${n}.json`)];

/**
 * The postings labelled by hand that the keyword builds learn from: the training postings
 * (backend/data/keyword-training) and the evaluation's development sets, never its held-out ones.
 */
export function readTrainingPostings(): Posting[] {
  const files = [
    ...readdirSync(training)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(training, f)),
    ...DEVELOPMENT.map((f) => join(labels, f)),
  ];
  return files.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { postings: Posting[] }).postings);
}

const ENTRY_KEYS = new Map(SKILLS_LEXICON.map((e) => [e.id, spellingsOf(e).map(spellingKey)]));

/**
 * Whether a posting's labels name what was found: its words, or any spelling of the lexicon entry
 * that found it ("Permis de conduire" found as the driving licence entry, labelled "permis B").
 * The same rule as the evaluation's (eval/keyword-keys.ts), so what is learned is what is scored.
 */
export function labelledIn(posting: Posting): (term: string, entryId?: string) => boolean {
  const keys = new Set(posting.skills.flatMap((l) => l.split('|')).map(spellingKey));
  return (term, entryId) => keys.has(spellingKey(term)) || !!(entryId && ENTRY_KEYS.get(entryId)?.some((k) => keys.has(k)));
}
