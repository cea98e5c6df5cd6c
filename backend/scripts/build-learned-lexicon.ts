/**
 * npm run build:learned-lexicon
 *
 * Builds the learned lexicon the project ships
 * (backend/src/modules/matching/domain/keywords/lexicon/learned.data.ts) from job postings
 * labelled by hand: the training postings in backend/data/keyword-training/*.json and the
 * evaluation's development sets (never its held-out sets, which measure what this learns).
 *
 * Two things are learned, per language, from how often annotators label a phrase where it occurs:
 * - phrases: a label's words, as the posting wrote them, that annotators label in at least half
 *   the postings whose text holds them ("schedule posts", "chaîne du froid", "Celery"), and that no
 *   other lexicon has yet;
 * - a stoplist: spellings, as written, that the written lexicons find and annotators almost never
 *   label ("véhicule de service", "accurate"): found at least 5 times, labelled under a tenth of
 *   them (a looser list also dropped "training" or "portefeuille" where real postings ask for them).
 * Kept like the occupation lexicon, for precision: 1 to 5 words, 2 to 60 characters, no academic
 * degree (the education level is matched on its own), no job ad acronym; a phrase of one word,
 * or of three to five, needs two postings that label it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKILL_KINDS, WRITTEN_MATCHER, extractKeywords } from '../src/modules/matching/domain/keywords/extract-keywords';
import { foldKeepingLength, spellingKey } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import { spellingsOf } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { elisionLength } from '../src/modules/matching/domain/keywords/phrase-matcher';
import { SKILLS_LEXICON } from '../src/modules/matching/domain/keywords/skills-lexicon';
import { paddedWords } from '../eval/keyword-keys';
import { labelledIn, type Posting, readTrainingPostings } from './keyword-training-data';
import { ACADEMIC_DEGREE, JOB_AD_ACRONYMS } from '../src/modules/matching/domain/keywords/not-keywords';

const out = join(__dirname, '..', 'src', 'modules', 'matching', 'domain', 'keywords', 'lexicon', 'learned.data.ts');

// Words the phrase matcher reads as one phrase: letters and digits, spaces or hyphens between
// ("VDA 6.3" is two phrases to it).
const MATCHABLE = /^[\p{L}\p{N}+#]+(?:['’][\p{L}\p{N}]+)?(?:[\s-]+[\p{L}\p{N}+#]+(?:['’][\p{L}\p{N}]+)?)*$/u;

const LABELLED_SHARE = 0.5;
const STOP_MIN_FOUND = 5;
const STOP_MAX_SHARE = 0.1;
// A phrase this long labelled in one posting only is mostly that posting's wording ("coordonnez
// l'équipe de direction", "distribution de matériaux de construction"): on development sets 6
// and 7 dropping them cost 0.2 points of F1 or less, and it cuts the lexicon by 30 % (its load
// time counts against the lexicon's 200 ms).
const LONG_PHRASE = 3;

/** Words only, as the share counts compare them: case, accents and punctuation folded. */
const words = (s: string) => paddedWords(spellingKey(s));

function learnPhrases(postings: Posting[]): string[] {
  const known = new Set(SKILLS_LEXICON.flatMap(spellingsOf).map(spellingKey));
  const labelled = new Map<string, { count: number; written: string }>();
  const texts = postings.map((p) => ({ language: p.language, words: words(p.text) }));
  for (const [i, p] of postings.entries()) {
    const text = texts[i].words;
    const seen = new Set<string>();
    for (const label of p.skills) {
      // The phrase matcher reads past a leading elided article ("L'Oréal" is found as "Oréal").
      const alternatives = label
        .split('|')
        .map((a) => a.trim())
        .map((a) => a.slice(elisionLength(foldKeepingLength(a))));
      for (const alternative of alternatives) {
        const phrase = words(alternative);
        const key = `${p.language}\t${phrase.trim()}`;
        if (phrase.trim().length < 2 || seen.has(key) || !text.includes(phrase)) continue;
        seen.add(key);
        const entry = labelled.get(key) ?? { count: 0, written: alternative };
        entry.count++;
        labelled.set(key, entry);
      }
    }
  }
  const kept: string[] = [];
  for (const [key, { count, written }] of labelled) {
    const [language, phrase] = key.split('\t');
    const wordCount = phrase.split(' ').length;
    if (!MATCHABLE.test(written) || wordCount > 5 || written.length > 60 || ACADEMIC_DEGREE.test(written) || JOB_AD_ACRONYMS.has(written))
      continue;
    if (known.has(spellingKey(written)) || ((wordCount === 1 || wordCount >= LONG_PHRASE) && count < 2)) continue;
    const occurs = texts.filter((t) => t.language === language && t.words.includes(` ${phrase} `)).length;
    if (count / occurs >= LABELLED_SHARE) kept.push(`${language}\t${written}`);
  }
  return kept.sort();
}

function learnStoplist(postings: Posting[]): string[] {
  const found = new Map<string, { labelled: number; found: number }>();
  for (const p of postings) {
    const labelled = labelledIn(p);
    for (const k of extractKeywords(p.text, p.language, { matcher: WRITTEN_MATCHER }).filter((k) => SKILL_KINDS.includes(k.kind))) {
      const key = `${p.language}\t${k.term}`;
      const entry = found.get(key) ?? { labelled: 0, found: 0 };
      entry.found++;
      if (labelled(k.term, k.id)) entry.labelled++;
      found.set(key, entry);
    }
  }
  return [...found]
    .filter(([, f]) => f.found >= STOP_MIN_FOUND && f.labelled / f.found < STOP_MAX_SHARE)
    .map(([key]) => key)
    .sort();
}

function main() {
  const postings = readTrainingPostings();
  const phrases = learnPhrases(postings);
  const stoplist = learnStoplist(postings);
  const quote = (lines: string[]) => lines.join('\n').replace(/[`\\$]/g, (c) => `\\${c}`);
  writeFileSync(
    out,
    `// Generated by backend/scripts/build-learned-lexicon.ts from ${postings.length} postings labelled by hand: do not edit.\n` +
      `// ${phrases.length} phrases and ${stoplist.length} stoplisted spellings; one per line: language, then the words (tab-separated).\n` +
      `export const LEARNED_PHRASES = \`${quote(phrases)}\`;\n\nexport const LEARNED_STOPLIST = \`${quote(stoplist)}\`;\n`,
  );
  console.log(`postings ${postings.length}, phrases ${phrases.length}, stoplist ${stoplist.length} → ${out}`);
}

main();
