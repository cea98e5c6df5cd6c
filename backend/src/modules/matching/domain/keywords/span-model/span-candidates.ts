import type { Language } from '../../../../../shared/language';
import type { PostingLine } from '../posting-lines';
import type { Matcher } from '../phrase-matcher';
import { featureIndex as f } from './span-model';

/** A run of one to five words of a posting's line that might be a keyword, with what describes it. */
export interface SpanCandidate {
  line: number;
  start: number;
  end: number;
  text: string;
  required: boolean;
  /** The written lexicons' entry found on exactly this span, if any. */
  entryId?: string;
  /** Its features' weight indices (span-model.ts featureIndex). */
  features: number[];
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#&'’./-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
const MAX_WORDS = 5;
// Function words open or close no keyword ("of the", "avec les").
const FUNCTION_WORDS = new Set(
  `a an the our your their its this that these those we you they it of in on at with for to from by across into via using
  including such as like per within about through and or but plus also is are be been being was were will would can could must should may might have has had do does did
  le la les l un une des du de d au aux à en dans sur pour par avec chez et ou ni mais que qui ce cet cette ces nos vos
  leur leurs notre votre son sa ses vous nous est sont être`.split(/\s+/),
);
// Punctuation that ends a phrase: a list's comma, a colon, brackets, a dash between spaces.
const BREAK = /[,;:()!?|•–—]|\s-\s|\.\s/;

const shapeOf = (word: string) =>
  /^\p{Lu}+$/u.test(word) && word.length > 1 ? 'X' : /^\p{Lu}/u.test(word) ? 'C' : /\d/.test(word) ? 'd' : 'x';

/**
 * Every candidate keyword of a posting (lines of what the employer offers left out): runs of one
 * to five words inside one phrase of a line, neither opening nor closing on a function word,
 * described by their words, shape, neighbours, place in the line and what the written lexicons
 * find there. The span model (span-model.ts) scores them; its training script builds the same.
 */
export function spanCandidates(lines: PostingLine[], language: Language, lexicon: Matcher): SpanCandidate[] {
  const out: SpanCandidate[] = [];
  lines.forEach(({ line, required, offer }, index) => {
    if (offer) return;
    // What describes a word wherever it stands in a candidate, hashed once per word (a word is in
    // up to fifteen candidates).
    const lowers: string[] = [];
    const words = [...line.matchAll(TOKEN)].map((m, i) => {
      const word = m[0].replace(/\.+$/, '');
      const lower = word.toLowerCase();
      lowers.push(lower);
      return {
        lower,
        shape: shapeOf(word),
        start: m.index!,
        end: m.index! + word.length,
        asWord: f('w=', lower),
        asWordIn: f('wl=', language, '|', lower),
        asFirst: f('first=', lower),
        asLast: f('last=', lower),
        ending: f('suf=', lower.slice(-3)),
        firstEnding: f('suff=', lower.slice(-3)),
        after: f('prevany=', i > 0 ? lowers[i - 1] : '<bol>'),
      };
    });
    const inLine = [f('bias'), f('lang=', language), f('line=', String(Math.min(index, 2))), f('bullet=', String(/^\s*[-*•–]/.test(line)))];
    const mentions = lexicon.mentions(line, language);
    const phrase: number[] = [];
    words.forEach((w, i) =>
      phrase.push(i > 0 && BREAK.test(`${line.slice(words[i - 1].end, w.start)} `) ? phrase[i - 1] + 1 : (phrase[i - 1] ?? 0)),
    );
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++) {
        const j = i + n - 1;
        const length = String(n);
        if (phrase[j] !== phrase[i]) break;
        const first = words[i].lower;
        const last = words[j].lower;
        if (FUNCTION_WORDS.has(first) || FUNCTION_WORDS.has(last) || /^\d+$/.test(last)) continue;
        const start = words[i].start;
        const end = words[j].end;
        const inner = words.slice(i, j + 1);
        const shape = inner.map((w) => w.shape).join('');
        const previous = i > 0 && phrase[i - 1] === phrase[i] ? words[i - 1].lower : '<s>';
        const next = j + 1 < words.length && phrase[j + 1] === phrase[j] ? words[j + 1].lower : '</s>';
        const exact = mentions.find((m) => m.start === start && m.end === end);
        const opens = i === 0 || phrase[i - 1] !== phrase[i];
        const closes = j === words.length - 1 || phrase[j + 1] !== phrase[j];
        const source = exact ? (/^(occ|esco|term):/.exec(exact.entry.id)?.[1] ?? 'own') : 'none';
        out.push({
          line: index,
          start,
          end,
          text: line.slice(start, end),
          required,
          entryId: exact?.entry.id,
          // In the order the model was trained with (a sum's rounding follows its order).
          features: [
            inLine[0],
            f('len=', length),
            f('shape=', shape),
            words[i].asFirst,
            words[j].asLast,
            f('prev=', previous),
            f('next=', next),
            words[i].after,
            words[j].ending,
            words[i].firstEnding,
            inLine[1],
            inLine[2],
            inLine[3],
            f('cs=', String(opens)),
            f('ce=', String(closes)),
            f('full=', String(opens && closes)),
            f('exact=', exact ? exact.entry.kind : 'no', exact?.weak ? 'w' : ''),
            f('src=', source),
            f('inside=', String(mentions.some((m) => m.start >= start && m.end <= end && !(m.start === start && m.end === end)))),
            f('partial=', String(mentions.some((m) => m.start < end && m.end > start && !(m.start >= start && m.end <= end)))),
            f('prev+len=', previous, '|', length),
            f('last+len=', last, '|', length),
            f('lang+shape=', language, '|', shape),
            f('first+last=', first, '|', last),
            ...inner.map((w) => w.asWord),
            ...inner.map((w) => w.asWordIn),
          ],
        });
      }
    }
  });
  return out;
}
