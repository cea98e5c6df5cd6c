import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETS } from '../eval/heldout-keywords.eval';
import { keysOf, labelKeys } from '../eval/keyword-keys';

export interface Posting {
  id: string;
  language: 'en' | 'fr';
  text: string;
  /** Labels: alternatives separated by "|". */
  skills: string[];
}

const training = join(__dirname, '..', 'data', 'keyword-training');
const labels = join(__dirname, '..', 'eval', 'labels');
// The evaluation's development sets; the held-out ones (with targets) are never learned from.
const DEVELOPMENT = SETS.filter((set) => !set.targets).map((set) => set.file);

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

/**
 * Whether a posting's labels name what was found: its words, or any spelling of the lexicon entry
 * that found it ("Permis de conduire" found as the driving licence entry, labelled "permis B").
 * The evaluation's own rule (eval/keyword-keys.ts), so what is learned is what is scored.
 */
export function labelledIn(posting: Posting): (term: string, entryId?: string) => boolean {
  const labels = new Set(posting.skills.flatMap(labelKeys));
  return (term, entryId) => [...keysOf(term, entryId)].some((key) => labels.has(key));
}
