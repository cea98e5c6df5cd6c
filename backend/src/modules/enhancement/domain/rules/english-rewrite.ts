import type { ReasonCode } from '../resume-change';
import { capitalise } from '../text-match';
import { dropFirstPersonStart, finishBullet, splitBullet } from './line-start';
import { ENGLISH_VERBS, baseOfGerund, gerund, pastTense } from './english-verbs';
import { convertVerbChain } from './verb-chain';

/**
 * English wording rules for one line (a highlight, or a sentence of a summary): no first-person
 * pronoun at the start, a strong verb instead of "Responsible for" / "Worked on" / "Helped",
 * no filler. Each rule keeps the meaning; a line it cannot rewrite safely is left as written.
 */
export interface LineRewrite {
  text: string;
  reasons: ReasonCode[];
}

const withCase = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? capitalise(word) : word);

/** "managing and mentoring the team" -> "Managed and mentored the team"; undefined unless every verb is a known gerund. */
function gerundToPast(rest: string): string | undefined {
  const converted = convertVerbChain(rest, (word) => {
    const base = baseOfGerund(word);
    return base && pastTense(base);
  });
  return converted && capitalise(converted);
}

const OPENERS: Array<{ pattern: RegExp; rewrite: (rest: string) => string | undefined }> = [
  // "Responsible for managing X" -> "Managed X"; "Responsible for the budget" -> "Owned the budget".
  { pattern: /^(?:was |were )?(?:responsible|accountable) for\s+/i, rewrite: (rest) => gerundToPast(rest) ?? `Owned ${rest}` },
  { pattern: /^(?:was |were )?in charge of\s+/i, rewrite: (rest) => gerundToPast(rest) ?? `Owned ${rest}` },
  { pattern: /^(?:was |were )?tasked with\s+/i, rewrite: (rest) => gerundToPast(rest) ?? `Handled ${rest}` },
  {
    pattern: /^(?:duties|tasks|responsibilities|role)\s+(?:included|include|includes|involved)\s*:?\s+/i,
    rewrite: (rest) => gerundToPast(rest) ?? capitalise(rest),
  },
  { pattern: /^worked on\s+/i, rewrite: (rest) => gerundToPast(rest) ?? `Contributed to ${rest}` },
  { pattern: /^(?:was |were )?(?:involved in|participated in|took part in)\s+/i, rewrite: (rest) => `Contributed to ${rest}` },
  // "Helped (to) build X" -> "Contributed to building X"; "Helped with X" -> "Supported X"; "Helped customers…" stays.
  {
    pattern: /^helped\s+(?:to\s+)?(?=\p{L})/iu,
    rewrite: (rest) => {
      const m = rest.match(/^(\p{L}+)\b(.*)$/su);
      if (m && ENGLISH_VERBS.has(m[1].toLowerCase())) return `Contributed to ${gerund(m[1].toLowerCase())}${m[2]}`;
      if (/^with\s+/i.test(rest)) return `Supported ${rest.replace(/^with\s+/i, '')}`;
      return undefined;
    },
  },
  {
    pattern: /^assisted (?:with|in)\s+/i,
    rewrite: (rest) => (/^\p{L}+ing\b/u.test(rest) ? `Contributed to ${rest}` : `Supported ${rest}`),
  },
  {
    pattern: /^(?:was |were )?able to\s+/i,
    rewrite: (rest) => {
      const m = rest.match(/^(\p{L}+)\b(.*)$/su);
      return m && ENGLISH_VERBS.has(m[1].toLowerCase()) ? `${capitalise(pastTense(m[1].toLowerCase()))}${m[2]}` : undefined;
    },
  },
  {
    pattern: /^managed to\s+/i,
    rewrite: (rest) => {
      const m = rest.match(/^(\p{L}+)\b(.*)$/su);
      return m && ENGLISH_VERBS.has(m[1].toLowerCase()) ? `${capitalise(pastTense(m[1].toLowerCase()))}${m[2]}` : undefined;
    },
  },
  { pattern: /^utili[sz]ed\s+/i, rewrite: (rest) => `Used ${rest}` },
];

const PRONOUN_START = /^(?:i|we)(?:'ve|’ve| have| had)?\s+(?=\p{L}|\d)/iu;
const BEING_START = /^(?:i am|i'm|i’m|we are|we're|we’re)\s+(?:(?:a|an)\s+)?(?=\p{L})/iu;
const POSSESSIVE_START = /^(?:my|our)\s+(?=\p{L})/iu;
// "my team" -> "the team": only nouns where the article reads naturally.
const POSSESSIVE_SAFE =
  /\b(?:my|our)\s+(team|teams|company|department|group|manager|clients|customers|colleagues|squad|unit|organization|organisation)\b/gi;
const FILLERS: Array<[RegExp, string]> = [
  [/^successfully\s+/i, ''],
  [/\s+successfully(?=\s)/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\butili[sz](e|es|ing)\b/gi, 'us$1'],
  [/\b(?:very|really)\s+(?=\p{L})/giu, ''],
];

export function rewriteEnglishLine(line: string): LineRewrite {
  const reasons: ReasonCode[] = [];
  const bullet = splitBullet(line);
  const lead = bullet.lead;
  let text = dropFirstPersonStart(bullet.text, [BEING_START, PRONOUN_START, POSSESSIVE_START], reasons);
  const neutral = text.replace(POSSESSIVE_SAFE, (_, noun: string) => `the ${noun}`);
  if (neutral !== text) {
    text = neutral;
    if (!reasons.includes('NO_PRONOUN')) reasons.push('NO_PRONOUN');
  }
  // "Also worked on X" keeps its "also" out of the way of the opener rules.
  const also = text.match(/^also\s+/i)?.[0] ?? '';
  const body = text.slice(also.length);
  for (const { pattern, rewrite } of OPENERS) {
    const m = body.match(pattern);
    if (!m) continue;
    const rest = body.slice(m[0].length);
    const rewritten = rest.trim() ? rewrite(rest) : undefined;
    if (rewritten && rewritten !== body) {
      text = also ? `${withCase('also', also)} ${rewritten.charAt(0).toLowerCase()}${rewritten.slice(1)}` : rewritten;
      reasons.push('ACTION_VERB');
    }
    break;
  }
  return finishBullet(lead, text, FILLERS, reasons);
}
