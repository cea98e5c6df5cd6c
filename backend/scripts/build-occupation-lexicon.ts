/**
 * npm run build:occupation-lexicon
 *
 * Builds the occupation lexicon the project ships
 * (backend/src/modules/matching/domain/keywords/lexicon/occupations.data.ts) from the sources the
 * team writes in backend/data/occupation-lexicon/*.tsv: for each of about 130 occupations, the
 * skills, tools, certifications, regulations, domains and soft skills its postings name, in
 * English and French, written from knowledge of the trades (never from the evaluation postings).
 * Source line: kind, English spellings, French spellings, exact-case spellings (tab-separated,
 * "|" between spellings).
 *
 * Kept, for precision and so that every spelling has one owner:
 * - spellings of 1 to 5 words, 2 to 60 characters, that are not academic degrees (the education
 *   level is matched on its own; vocational certificates such as BTS, CAP or NVQ stay);
 * - not a spelling the project's own lexicon or the ESCO lexicon already has (they come first);
 * - a one-word lower-case spelling only when it is not a word of general use (GENERIC_WORDS) and
 *   has at least 4 letters (the matcher then wants it in a line that lists things);
 * - an exact-case spelling only when it is an acronym or a code of at least 3 characters ("SSP",
 *   "CACES", "R489") or the name of a tool that is also a word ("Outlook"; the matcher does not
 *   take it at a sentence's opening), never an acronym of the job ad itself (CDI, PME);
 * - a spelling two sources both give stays with the first.
 * Spellings of one concept that a labelled posting names as two keywords become concepts of their
 * own (occupation-splits.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKILL_KINDS } from '../src/modules/matching/domain/keywords/extract-keywords';
import { spellingKey as fold } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import { e, spellingsOf } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { escoEntries } from '../src/modules/matching/domain/keywords/lexicon/esco';
import { GENERIC_WORDS } from '../src/modules/matching/domain/keywords/lexicon/generic-words';
import { OWN_LEXICON } from '../src/modules/matching/domain/keywords/own-lexicon';
import { ACADEMIC_DEGREE, JOB_AD_ACRONYMS } from '../src/modules/matching/domain/keywords/not-keywords';
import type { SkillKind } from '../src/shared/job-posting';
import { readTrainingPostings } from './keyword-training-data';
import { labelledApart, splitSpellings } from './occupation-splits';

const sources = join(__dirname, '..', 'data', 'occupation-lexicon');
const out = join(__dirname, '..', 'src', 'modules', 'matching', 'domain', 'keywords', 'lexicon', 'occupations.data.ts');

const GENERIC = new Set([...GENERIC_WORDS].map(fold));
// An acronym or code: capitals, digits and signs only, at least 3 characters ("SSP", "R489", "A+" is too short).
const ACRONYM = /^(?=.{3,})[A-Z0-9][A-Z0-9+&/.-]*$/;
// A product whose name is also a word ("Outlook"): only written so, capitalised.
const PRODUCT_NAME = /^\p{Lu}[\p{L}\p{N}+.-]{3,}$/u;

interface Concept {
  id: string;
  kind: SkillKind;
  en: string[];
  fr: string[];
  cased: string[];
}

const slugOf = (spelling: string) =>
  fold(spelling)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'term';

/** Each concept, or its groups of spellings when labelled postings tell some of them apart. */
function splitConcepts(concepts: Concept[], ids: Set<string>): { concepts: Concept[]; split: number } {
  const apart = labelledApart(
    concepts.map((c) => e(c.id, c.kind, c.en, c.fr, { cased: c.cased })),
    readTrainingPostings(),
  );
  const out: Concept[] = [];
  let split = 0;
  for (const concept of concepts) {
    const pairs = apart.get(concept.id);
    if (!pairs) {
      out.push(concept);
      continue;
    }
    split++;
    const keys = [...new Set([...concept.en, ...concept.fr, ...concept.cased].map(fold))];
    for (const [n, group] of splitSpellings(keys, pairs).entries()) {
      const inGroup = (list: string[]) => list.filter((s) => group.includes(fold(s)));
      let id = concept.id;
      if (n > 0) {
        id = `${concept.id}-${slugOf(group[0])}`;
        for (let k = 2; ids.has(id); k++) id = `${concept.id}-${slugOf(group[0])}-${k}`;
        ids.add(id);
      }
      out.push({ id, kind: concept.kind, en: inGroup(concept.en), fr: inGroup(concept.fr), cased: inGroup(concept.cased) });
    }
  }
  return { concepts: out, split };
}

function main() {
  const known = new Set([...OWN_LEXICON, ...escoEntries()].flatMap(spellingsOf).map(fold));
  const taken = new Set<string>();
  const ids = new Set<string>();
  const concepts: Concept[] = [];
  const dropped = { shape: 0, known: 0, generic: 0, repeated: 0 };
  let read = 0;
  for (const file of readdirSync(sources)
    .filter((f) => f.endsWith('.tsv'))
    .sort()) {
    for (const raw of readFileSync(join(sources, file), 'utf8').split('\n')) {
      const [kind, en = '', fr = '', cased = ''] = raw.split('\t').map((f) => f.trim());
      if (!kind || !SKILL_KINDS.includes(kind as never)) continue;
      read++;
      const keep = (list: string, exactCase: boolean) => {
        const kept: string[] = [];
        const spellings = list.split('|').map((s) => s.replace(/\s+/g, ' ').trim());
        for (const spelling of spellings) {
          if (!spelling) continue;
          const words = spelling.split(' ');
          if (
            words.length > 5 ||
            spelling.length < 2 ||
            spelling.length > 60 ||
            /[()[\],;:"]/.test(spelling) ||
            ACADEMIC_DEGREE.test(spelling)
          ) {
            dropped.shape++;
            continue;
          }
          const key = fold(spelling);
          const oneWord = words.length === 1;
          const plainWordRejected = !exactCase && oneWord && (GENERIC.has(key) || spelling.replace(/[^\p{L}]/gu, '').length < 4);
          const acronymRejected =
            (exactCase && !(ACRONYM.test(spelling) || (kind === 'tool' && PRODUCT_NAME.test(spelling)))) || JOB_AD_ACRONYMS.has(spelling);
          if (plainWordRejected || acronymRejected) {
            dropped.generic++;
            continue;
          }
          if (known.has(key) || taken.has(key)) {
            dropped[known.has(key) ? 'known' : 'repeated']++;
            continue;
          }
          taken.add(key);
          kept.push(exactCase ? spelling : spelling.toLowerCase());
        }
        return kept;
      };
      // Exact case is for one word ("SSP", "A+"); a phrase of several words is distinctive enough folded.
      const casedList = cased.split('|');
      const phrases = casedList.filter((s) => /\s/.test(s.trim()));
      const spellings = {
        en: keep([en, ...phrases].filter(Boolean).join('|'), false),
        fr: keep(fr, false),
        cased: keep(casedList.filter((s) => !/\s/.test(s.trim())).join('|'), true),
      };
      const first = [...spellings.en, ...spellings.fr, ...spellings.cased][0];
      if (!first) continue;
      let id = `occ:${slugOf(first)}`;
      for (let n = 2; ids.has(id); n++) id = `occ:${slugOf(first)}-${n}`;
      ids.add(id);
      concepts.push({ id, kind: kind as SkillKind, ...spellings });
    }
  }
  const { concepts: written, split } = splitConcepts(concepts, ids);
  const lines = written.map((c) => [c.id, c.kind, c.en.join('|'), c.fr.join('|'), c.cased.join('|')].join('\t'));
  const body = lines.join('\n').replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  writeFileSync(
    out,
    `// Generated by backend/scripts/build-occupation-lexicon.ts from backend/data/occupation-lexicon: do not edit.
// ${lines.length} concepts; one per line: id, kind, English, French and exact-case spellings (tab-separated, "|" between spellings).
export const OCCUPATIONS_DATA = \`${body}\`;
`,
  );
  console.log(
    `Occupation lexicon: ${lines.length} concepts (${split} split where labelled postings tell their spellings apart) of ${read} source lines written to ${out} (spellings dropped: ${dropped.known} already known, ${dropped.generic} general words or too short, ${dropped.shape} malformed, ${dropped.repeated} given by an earlier concept)`,
  );
}

main();
