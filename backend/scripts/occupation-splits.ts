/**
 * Which spellings of an occupation concept annotators hold to be different keywords: a concept
 * written by the team sometimes gathers related things under one id ("Burp Suite" and "Nmap",
 * "sales ledger" and "purchase ledger", "brakes" and "suspension"). One id means one keyword for
 * the posting (the second is never shown) and either spelling in a resume evidences the other.
 * When a labelled posting names two spellings of one concept as two labels, they are split apart.
 * Read by build-occupation-lexicon.ts, from the postings the learned lexicon learns from
 * (keyword-training-data.ts: never the evaluation's held-out sets).
 */
import { labelKeys } from '../eval/keyword-keys';
import { spellingKey } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import type { LexiconEntry } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { PhraseMatcher, WRITTEN_FOR_POSTINGS } from '../src/modules/matching/domain/keywords/phrase-matcher';
import { postingLines } from '../src/modules/matching/domain/keywords/posting-lines';
import type { Posting } from './keyword-training-data';

/** Per concept id, pairs of folded spellings ("a\tb", a < b) that some posting labelled apart. */
export function labelledApart(entries: LexiconEntry[], postings: Posting[]): Map<string, Set<string>> {
  // The matcher's options at run time (extract-keywords.ts), so that it finds what users get.
  const matcher = new PhraseMatcher(entries, WRITTEN_FOR_POSTINGS);
  const apart = new Map<string, Set<string>>();
  for (const posting of postings) {
    const labels = posting.skills.map(labelKeys);
    const labelOf = new Map<string, Map<string, number>>();
    for (const { line } of postingLines(posting.text))
      for (const { entry, start, end } of matcher.mentions(line, posting.language)) {
        const key = spellingKey(line.slice(start, end));
        const label = labels.findIndex((alternatives) => alternatives.includes(key));
        if (label < 0) continue;
        const spellings = labelOf.get(entry.id) ?? new Map<string, number>();
        spellings.set(key, label);
        labelOf.set(entry.id, spellings);
      }
    for (const [id, spellings] of labelOf)
      for (const [a, labelA] of spellings)
        for (const [b, labelB] of spellings) if (a < b && labelA !== labelB) apart.set(id, (apart.get(id) ?? new Set()).add(`${a}\t${b}`));
  }
  return apart;
}

/**
 * The concept's spellings in groups no two of which a posting labelled apart: the first group
 * keeps the concept's id and every spelling no posting told apart; each spelling that must leave
 * goes to the first later group it can share.
 */
export function splitSpellings(keys: string[], apart: Set<string>): string[][] {
  const conflicts = (a: string, b: string) => apart.has(a < b ? `${a}\t${b}` : `${b}\t${a}`);
  const groups: string[][] = [];
  for (const key of keys) {
    const home = groups.find((group) => !group.some((other) => conflicts(key, other)));
    if (home) home.push(key);
    else groups.push([key]);
  }
  return groups;
}
