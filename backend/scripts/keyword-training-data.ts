import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
