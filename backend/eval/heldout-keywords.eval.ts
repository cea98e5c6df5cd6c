import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { KeywordReader } from '../src/modules/matching/application/job-ports';
import { SKILL_KINDS, extractKeywords } from '../src/modules/matching/domain/keywords/extract-keywords';
import { groundKeywords, type ProposedKeyword } from '../src/modules/matching/domain/keywords/grounded-keywords';
import type { Keyword } from '../src/shared/job-posting';
import type { Language } from '../src/shared/language';
import { repairMojibake } from '../src/shared/mojibake';
import { keywordKeys, labelKeys, paddedWords } from './keyword-keys';

const TARGETS = { recall: 90, precision: 90, matchP95Ms: 20 };

interface Posting {
  id: string;
  language: Language;
  text: string;
  skills: string[];
}

const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);

/**
 * How a posting's keywords are read: by the lexicons and the span model (the default, offline),
 * or from a language model's answers, held to the posting's text as job intake holds them
 * (ReadJobPosting); a posting the model gave nothing for falls back to the offline reading.
 */
export interface KeywordReading {
  name: string;
  read(posting: Posting): Keyword[];
}
export const OFFLINE_READING: KeywordReading = {
  name: 'lexicons and span model',
  read: (posting) => extractKeywords(posting.text, posting.language),
};

/** A language model's answers by posting id: recorded in a file (--keywords-from), or asked live (--llm). */
export type ModelAnswers = Map<string, ProposedKeyword[]>;

/** The model's answers, grounded, as a reading (the offline one for a posting it gave nothing for). */
export function modelReading(answers: ModelAnswers, name: string): KeywordReading {
  return {
    name,
    read: (posting) => {
      const proposed = answers.get(posting.id);
      const grounded = proposed && groundKeywords(posting.text, posting.language, proposed);
      return grounded?.length ? grounded : OFFLINE_READING.read(posting);
    },
  };
}

/** Answers recorded in a file: `{ "<posting id>": { "keywords": [{ "term", "kind" }] } }`. */
export function recordedAnswers(file: string): ModelAnswers {
  const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { keywords: ProposedKeyword[] }>;
  return new Map(Object.entries(answers).map(([id, answer]) => [id, answer.keywords]));
}

/** Asks the configured model for every posting the evaluation scores (a few at a time). */
export async function askModel(reader: KeywordReader, corpus?: string): Promise<ModelAnswers> {
  const postings = [
    ...SETS.flatMap((set) => (JSON.parse(readFileSync(join(__dirname, 'labels', set.file), 'utf8')) as { postings: Posting[] }).postings),
    ...(corpus ? realPostings(corpus) : []),
  ];
  const answers: ModelAnswers = new Map();
  for (let i = 0; i < postings.length; i += 4)
    await Promise.all(
      postings.slice(i, i + 4).map(async (p) => {
        const proposed = await reader.read(p.text);
        if (proposed) answers.set(p.id, proposed);
      }),
    );
  console.log(`The model answered for ${answers.size} of ${postings.length} postings.`);
  return answers;
}

/**
 * The sets of postings written and labelled by hand for keyword evaluation. Labels are
 * exhaustive, so an extracted skill no label names is a false positive. Each set was written and
 * labelled blind (by someone who never saw the lexicon nor ran the extractor) and committed before
 * its first run. Once a set's misses are read to grow the lexicon or tune the matcher it becomes a
 * development set: its figures then show fit, not generalisation, and a new blind set takes over
 * the targets. Sets 7, 9 and 11 to 14 follow a written guideline (labels/GUIDELINE-ats-keywords.md:
 * the terms a recruiter searches for, not task sentences nor adjectives); the others label "every
 * skill, tool, certification, spoken language, soft skill and domain the text names". Sets 4, 5,
 * 7, 9 and 11 to 14 have a second, blind annotation (labels/second-annotator/), printed as a
 * human ceiling.
 * Sets 1 to 7 also train the learned lexicon and the span model (backend/scripts/
 * keyword-training-data.ts); sets 8 and later never do.
 * First runs (recall EN / FR, precision EN / FR):
 * - 1: 64.7 / 63.9 %; grown from in session 7.
 * - 2: 62.8 / 73.2 %, 92.5 / 94.3 %; grown from in session 7.
 * - 3: 63.0 / 67.0 %, 90.9 / 94.0 %; read in session 8.
 * - 4: 57.5 / 58.6 %, 87.5 / 87.9 %; read in session 8.
 * - 5: 58.2 / 63.9 % and, with the verb forms of lexicon/verb-forms.ts, 58.4 / 65.8 %;
 *   87.5 / 91.6 % and 87.5 / 91.9 %; read in session 8.
 * - 6: before and with the occupation lexicon (session 8, one blind A/B run): 50.5 / 60.6 % and
 *   63.5 / 76.1 %; 84.2 / 86.5 % and 83.3 / 86.7 %; then read.
 * - 7 (guideline): before and with the occupation lexicon: 49.6 / 58.5 % and 74.2 / 75.6 %;
 *   72.5 / 80.1 % and 72.4 / 79.5 %; then read.
 * - 8: held out; written after every change of session 8, first run (one blind A/B run, the
 *   code of the session's start and its end): 52.0 / 61.6 % and 70.4 / 75.7 %; 89.0 / 93.1 % and
 *   89.1 / 90.0 %.
 * - 9 (guideline): held out, the same run: 56.4 / 57.5 % and 71.7 / 79.1 %; 77.3 / 80.8 % and
 *   76.1 / 80.7 %. Its second annotator: 94.9 / 92.5 %, 96.6 / 98.2 %.
 * - 10: held out; written after the session's last keyword change, first run the same way:
 *   55.0 / 60.0 % and 69.0 / 73.3 %; 88.0 / 90.0 % and 87.0 / 90.6 %.
 * - 11 (guideline) and 12 (guideline, half of it less common trades): written in session 9, first
 *   run with session 8's code: 59.4 / 69.1 % and 40.0 / 65.9 %; 70.3 / 71.7 % and 62.3 / 75.4 %.
 * Session 9's learned lexicon and span model (trained on backend/data/keyword-training and sets
 * 1 to 7; its thresholds chosen on sets 6 and 7 with both trained without them), three runs on
 * sets 8 to 12 as training postings were added and the stoplist was narrowed for real postings
 * (none of these sets was read): with 528 training postings, recall 80.9 / 82.3, 83.7 / 88.1,
 * 79.8 / 81.5, 73.1 / 79.1 and 59.1 / 80.2 %, precision 93.3 / 93.2, 79.4 / 84.2, 90.9 / 89.6,
 * 74.4 / 76.0 and 71.4 / 79.5 %; with 880, recall 80.9 / 82.5, 83.2 / 87.9, 79.0 / 81.1,
 * 73.3 / 80.9 and 63.8 / 81.6 %, precision 94.2 / 93.8, 79.0 / 84.5, 90.2 / 90.5, 75.2 / 78.4
 * and 74.3 / 80.3 %; final (stoplist of 79 spellings, not 307), recall 81.4 / 84.9,
 * 83.4 / 87.6, 80.5 / 81.5, 73.3 / 80.4 and 63.6 / 81.4 %, precision 92.4 / 91.7, 76.4 / 82.4,
 * 88.0 / 88.8, 72.6 / 75.8 and 71.3 / 78.0 %.
 * Session 10, more training postings (thresholds unchanged, still none of these sets read), three
 * runs: with 1,232, recall 81.6 / 83.7, 83.7 / 87.4, 81.4 / 82.2, 76.5 / 81.3 and 64.0 / 81.8 %,
 * precision 92.0 / 91.6, 77.8 / 82.8, 90.0 / 88.9, 72.8 / 76.2 and 69.6 / 80.1 %; with 1,892,
 * recall 82.7 / 83.7, 84.9 / 87.9, 80.5 / 82.0, 78.7 / 83.2 and 68.4 / 84.1 %, precision
 * 91.6 / 91.8, 77.7 / 83.7, 90.8 / 88.7, 75.3 / 78.7 and 72.2 / 80.9 %; final, the same postings
 * with a smaller learned lexicon (three-word phrases need two postings, for the load time) and
 * span model (weights under 0.2 dropped), both chosen on sets 6 and 7 where they cost 0.2 points
 * of F1 or less: recall 81.4 / 82.8, 83.9 / 87.6, 78.6 / 80.8, 77.8 / 83.4 and 65.5 / 83.1 %,
 * precision 92.8 / 92.3, 79.3 / 84.3, 90.8 / 89.4, 75.9 / 78.8 and 73.5 / 81.0 % (here they cost
 * up to 3 points of recall and gave up to 1.6 of precision). Then, with "What we have to offer"
 * and other benefit headings read as the offer and the model retrained: recall 83.6 / 84.7,
 * 84.7 / 88.6, 80.5 / 84.0, 78.7 / 85.1 and 68.6 / 84.5 %, precision 91.5 / 91.6, 77.0 / 83.0,
 * 89.9 / 87.5, 74.5 / 76.5 and 70.5 / 79.5 % (one retraining on nearly the same postings moved
 * recall up to 3 points and precision up to 2.3: the model's variance); its weights averaged over
 * the last 6 epochs: recall 83.2 / 84.9, 85.2 / 88.6, 80.7 / 83.6, 78.5 / 85.3 and 68.4 / 84.7 %,
 * precision 91.5 / 91.6, 77.0 / 83.7, 90.2 / 87.7, 73.7 / 76.6 and 70.9 / 79.7 %; final, no span
 * added from the title line: recall 83.2 / 84.9, 85.2 / 88.6, 80.7 / 83.3, 78.2 / 84.7 and
 * 68.2 / 84.7 %, precision 91.5 / 91.9, 77.3 / 83.7, 90.1 / 88.0, 73.8 / 76.7 and 71.0 / 79.7 %.
 * Session 11: 160 long training postings written like real boards' (company story, values,
 * hiring steps, benefits), retrained, and the model's thresholds raised (ADD 0.6, one word 0.7,
 * KEEP 0.25), chosen on sets 6 and 7 and real postings 1 with the model trained without them;
 * one run (none of these sets read): recall 79.4 / 80.9, 82.4 / 85.9, 76.7 / 77.6, 76.0 / 81.9
 * and 63.6 / 82.0 %, precision 95.3 / 94.7, 83.4 / 87.7, 93.4 / 92.6, 79.5 / 83.0 and
 * 77.6 / 84.4 %. Real postings (runRealPostingsKeywordEval, no targets) before and after:
 * real 1 recall 73.8 / 77.2 and 69.2 / 73.5 %, precision 54.1 / 65.6 and 66.5 / 75.3 %; real 2
 * recall 71.1 / 79.8 and 66.1 / 71.3 %, precision 45.7 / 59.5 and 59.3 / 75.1 %. Then, with
 * occupation concepts split where labelled postings tell their spellings apart and no span
 * opening on a verb conjugated for "vous", retrained (final): recall 79.1 / 81.1, 82.1 / 85.7,
 * 76.2 / 77.6, 76.0 / 81.9 and 63.8 / 81.6 %, precision 95.3 / 94.2, 83.1 / 87.7, 94.0 / 92.3,
 * 79.4 / 82.8 and 77.6 / 84.7 %; real 1 recall 68.8 / 73.8 %, precision 66.4 / 74.9 %; real 2
 * recall 66.1 / 71.3 %, precision 59.0 / 75.1 %.
 * Session 12: set 13 (guideline, written like real board postings: 8 short, 8 medium, 6 long per
 * language), with a second blind annotation, first run with session 11's code: recall
 * 75.6 / 81.0 %, precision 73.8 / 74.2 % (its second annotator: 99.0 / 98.2 %, 83.5 / 89.3 %).
 * Then the occupation lexicon reviewed line by line (one line, one thing) and the learned lexicon
 * and span model rebuilt: recall 78.9 / 80.7, 81.6 / 85.9, 76.4 / 77.4, 75.6 / 81.3,
 * 63.8 / 80.8 and 75.9 / 80.5 %, precision 95.8 / 94.5, 82.3 / 87.5, 93.7 / 92.8, 79.2 / 82.6,
 * 76.9 / 84.2 and 73.7 / 74.0 % on sets 8 to 13. Set 14 (the same shape, less usual jobs), first
 * run with that code: recall 61.4 / 69.2 %, precision 70.6 / 70.1 % (its second annotator:
 * 98.7 / 99.2 %, 83.2 / 90.5 %). Keywords read by a language model (--llm, --keywords-from: a
 * general-purpose agent standing in, eval/model-answers/README.md), the shipped prompt on sets 8
 * to 14: recall 77.8 / 82.3, 86.0 / 91.5, 74.0 / 77.9, 91.0 / 90.0, 90.5 / 92.0, 88.9 / 93.5 and
 * 89.5 / 95.5 %, precision 96.3 / 96.9, 91.6 / 95.0, 95.2 / 93.2, 91.8 / 92.3, 92.3 / 92.5,
 * 86.3 / 87.6 and 86.8 / 88.4 % (set 11's misses were read while writing the prompt).
 * The targets apply to the held-out sets.
 */
export const SETS = [
  { name: 'development 1', file: 'heldout-postings.json', targets: false },
  { name: 'development 2', file: 'heldout-postings-v2.json', targets: false },
  { name: 'development 3', file: 'heldout-postings-v3.json', targets: false },
  { name: 'development 4', file: 'heldout-postings-v4.json', targets: false },
  { name: 'development 5', file: 'heldout-postings-v5.json', targets: false },
  { name: 'development 6', file: 'heldout-postings-v6.json', targets: false },
  { name: 'development 7 (guideline)', file: 'heldout-postings-v7.json', targets: false },
  { name: 'held-out 8', file: 'heldout-postings-v8.json', targets: true },
  { name: 'held-out 9 (guideline)', file: 'heldout-postings-v9.json', targets: true },
  { name: 'held-out 10', file: 'heldout-postings-v10.json', targets: true },
  { name: 'held-out 11 (guideline)', file: 'heldout-postings-v11.json', targets: true },
  { name: 'held-out 12 (guideline, less common trades)', file: 'heldout-postings-v12.json', targets: true },
  { name: 'held-out 13 (guideline, real-board lengths)', file: 'heldout-postings-v13.json', targets: true },
  { name: 'held-out 14 (guideline, real-board lengths, less usual jobs)', file: 'heldout-postings-v14.json', targets: true },
] as const;

/** Every set; true when every held-out set meets every target. Runs without the corpus. */
export function runHeldoutKeywordEval(verbose = false, reading = OFFLINE_READING): boolean {
  let ok = true;
  for (const set of SETS) {
    const met = runKeywordSet(set.name, set.file, set.targets, verbose && !set.targets, reading);
    if (set.targets) ok &&= met;
  }
  return ok;
}

/**
 * Real postings of the corpus (labels/real-postings.json: labels only, texts read from the corpus),
 * labelled the same way: long and noisy, as users paste them. Not pristine held-out sets (see the
 * file's header), so they carry no targets; their figures are printed beside the others'.
 */
export function runRealPostingsKeywordEval(corpus: string, verbose = false, reading = OFFLINE_READING): void {
  const postings = realPostings(corpus);
  for (const [set, name] of [
    [1, 'real 1 (development)'],
    [2, 'real 2'],
  ] as const) {
    const labelled = postings.filter((p) => p.set === set);
    const source = `corpus postings: ${labelled.length} labelled by hand in real-postings.json`;
    runKeywordPostings(
      name,
      source,
      labelled,
      false,
      verbose && set === 1,
      reading,
      'real-postings.json',
      'real postings read in early sessions',
    );
  }
}

function realPostings(corpus: string): Array<Posting & { set: number }> {
  const { postings } = JSON.parse(readFileSync(join(__dirname, 'labels', 'real-postings.json'), 'utf8')) as {
    postings: Array<Omit<Posting, 'text'> & { path: string; set: number }>;
  };
  return postings.map((p) => ({ ...p, text: repairMojibake(readFileSync(join(corpus, p.path), 'utf8')) }));
}

/** What one reader (the extractor, or a second annotator) gave for a posting: terms and their keys. */
type Reading = Array<{ term: string; keys: Set<string> }>;
type Stats = Record<
  Language,
  { hit: number; labels: number; right: number; extracted: number; postings: number; nearHit: number; nearRight: number }
>;

/**
 * Whether one of a reading's keys and one of a label's alternatives hold each other's words
 * ("HGV" and "HGV licence", "user accounts" and "manage user accounts"): the same keyword cut at
 * other boundaries, or a narrower or broader one. Printed beside the exact score to show how much
 * of the gap is boundaries; the targets are on the exact score.
 */
function near(keys: Set<string>, alternatives: string[]): boolean {
  const words = alternatives.map(paddedWords);
  for (const key of keys) {
    const k = paddedWords(key);
    if (k.trim() && words.some((a) => a.trim() && (a.includes(k) || k.includes(a)))) return true;
  }
  return false;
}

/** Recall and precision of readings against a set's labels, the same way for machines and people. */
function score(postings: Posting[], readingOf: (posting: Posting) => Reading, notes?: string[]): Stats {
  const stats: Stats = {
    en: { hit: 0, labels: 0, right: 0, extracted: 0, postings: 0, nearHit: 0, nearRight: 0 },
    fr: { hit: 0, labels: 0, right: 0, extracted: 0, postings: 0, nearHit: 0, nearRight: 0 },
  };
  for (const posting of postings) {
    const reading = readingOf(posting);
    const s = stats[posting.language];
    s.postings++;
    const labels = posting.skills.map(labelKeys);
    labels.forEach((alts, i) => {
      s.labels++;
      if (reading.some(({ keys }) => near(keys, alts))) s.nearHit++;
      if (reading.some(({ keys }) => alts.some((a) => keys.has(a)))) s.hit++;
      else notes?.push(`${posting.id} missed: ${posting.skills[i]}`);
    });
    for (const { term, keys } of reading) {
      s.extracted++;
      if (labels.some((alts) => near(keys, alts))) s.nearRight++;
      if (labels.some((alts) => alts.some((a) => keys.has(a)))) s.right++;
      else notes?.push(`${posting.id} extra: ${term}`);
    }
  }
  return stats;
}

function printStats(stats: Stats) {
  console.log('language   postings   labels   recall   extracted   precision   (words overlapping: recall, precision)');
  for (const language of ['en', 'fr'] as Language[]) {
    const s = stats[language];
    console.log(
      `${language.padEnd(10)} ${String(s.postings).padStart(8)} ${String(s.labels).padStart(8)} ${pct(s.hit, s.labels).toFixed(1).padStart(7)} % ${String(s.extracted).padStart(10)} ${pct(s.right, s.extracted).toFixed(1).padStart(10)} %   (${pct(s.nearHit, s.labels).toFixed(1)} %, ${pct(s.nearRight, s.extracted).toFixed(1)} %)`,
    );
  }
}

function runKeywordSet(name: string, file: string, targets: boolean, verbose: boolean, reading: KeywordReading): boolean {
  const { postings } = JSON.parse(readFileSync(join(__dirname, 'labels', file), 'utf8')) as { postings: Posting[] };
  return runKeywordPostings(name, `${file}: ${postings.length} postings labelled by hand`, postings, targets, verbose, reading, file);
}

function runKeywordPostings(
  name: string,
  source: string,
  postings: Posting[],
  targets: boolean,
  verbose: boolean,
  reading: KeywordReading,
  secondAnnotatorFile?: string,
  noTargets = 'fit to a set read to grow the lexicon or tune the matcher',
): boolean {
  const times: number[] = [];
  const notes: string[] = [];
  extractKeywords('warm-up', 'en');
  const stats = score(
    postings,
    (posting) => {
      const started = performance.now();
      const keywords = reading.read(posting).filter((k) => SKILL_KINDS.includes(k.kind));
      times.push(performance.now() - started);
      return keywords.map((k) => ({ term: `${k.term} (${k.kind}, ${k.id})`, keys: keywordKeys(k) }));
    },
    notes,
  );
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
  console.log(`\n== Keywords on the ${name} set (${source}; read by the ${reading.name})`);
  printStats(stats);
  console.log(`   extraction per posting: p50 ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
  if (secondAnnotatorFile) printSecondAnnotator(secondAnnotatorFile, postings);
  if (verbose) for (const n of notes) console.log(`   ${n}`);
  const failures: string[] = [];
  for (const language of ['en', 'fr'] as Language[]) {
    const s = stats[language];
    if (pct(s.hit, s.labels) < TARGETS.recall) failures.push(`${name} recall ${language} < ${TARGETS.recall} %`);
    if (pct(s.right, s.extracted) < TARGETS.precision) failures.push(`${name} precision ${language} < ${TARGETS.precision} %`);
  }
  if (p95 >= TARGETS.matchP95Ms) failures.push(`extraction p95 >= ${TARGETS.matchP95Ms} ms`);
  if (!targets) console.log(`Keywords (${name}): ${noTargets} (no targets).`);
  else
    console.log(failures.length ? `Keywords (${name}): targets missed: ${failures.join('; ')}` : `Keywords (${name}): every target met.`);
  return failures.length === 0;
}

/**
 * How far two people agree: a second annotator labelled the same postings blind (same
 * instructions, never saw the first labels), and is scored against the first exactly as the
 * extractor is. It is the ceiling a target on these labels can sensibly ask for.
 */
function printSecondAnnotator(file: string, postings: Posting[]) {
  const path = join(__dirname, 'labels', 'second-annotator', file);
  if (!existsSync(path)) return;
  const second = new Map(
    (JSON.parse(readFileSync(path, 'utf8')) as { postings: Array<{ id: string; skills: string[] }> }).postings.map((p) => [p.id, p.skills]),
  );
  console.log('   a second annotator (blind, same instructions), scored the same way against these labels:');
  printStats(
    score(postings, (posting) => (second.get(posting.id) ?? []).map((label) => ({ term: label, keys: new Set(labelKeys(label)) }))),
  );
}
