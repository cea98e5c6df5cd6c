import { FactPool } from './facts';
import { fold } from './text-match';

/**
 * The person's answer to a personalization question, tied to the path the question was about:
 * its facts may be used there (in that entry, or in the skills for a keyword question) and
 * nowhere else.
 */
export interface ScopedAnswer {
  questionId: string;
  /** The path the question pointed at ("/work/0/highlights/2", "/skills"). */
  path: string;
  text: string;
  /** A keyword question's keyword: answering it (not "no") confirms the skill. */
  keyword?: string;
}

/** The part of the resume an answer may change: its entry ("/work/0"), or its section ("/skills"). */
export function answerScope(path: string): string {
  const m = path.match(/^\/(?:work|volunteer|projects|education)\/\d+/) ?? path.match(/^\/[^/]+/);
  return m ? m[0] : path;
}

export const inScope = (answer: ScopedAnswer, path: string) => {
  const scope = answerScope(answer.path);
  return path === scope || path.startsWith(`${scope}/`);
};

const NEGATIVE = /^(?:no|non|nope|never|jamais|pas (?:du tout|vraiment)|not (?:really|at all)|n\/a|aucun(?:e)?|none|rien)\b/;

/** "No", "non", "jamais": the person does not have it; nothing may be added. */
export const isNegative = (text: string) => NEGATIVE.test(fold(text));

// eslint-disable-next-line no-control-regex -- control characters are what this strips
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** One clean line, bounded: answers are the person's words, kept as written. */
export function cleanAnswer(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The facts the answers in scope of a path allow there. */
export function answerPool(answers: readonly ScopedAnswer[], path: string): FactPool | undefined {
  const texts = answers.filter((a) => inScope(a, path) && !isNegative(a.text)).flatMap((a) => [a.text, ...(a.keyword ? [a.keyword] : [])]);
  return texts.length ? new FactPool(texts) : undefined;
}
