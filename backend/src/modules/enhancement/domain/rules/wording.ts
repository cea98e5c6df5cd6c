import type { ResumeLanguage } from '../../../../shared/json-resume';
import type { ReasonCode } from '../resume-change';
import { sentences } from '../text-match';
import { rewriteEnglishLine, type LineRewrite } from './english-rewrite';
import { rewriteFrenchLine } from './french-rewrite';

/** One line (a highlight) in the resume's language. */
export function rewriteLine(text: string, language: ResumeLanguage): LineRewrite {
  return language === 'fr' ? rewriteFrenchLine(text) : rewriteEnglishLine(text);
}

/** A paragraph (a summary): each sentence on its own, spacing kept simple. */
export function rewriteParagraph(text: string, language: ResumeLanguage): LineRewrite {
  const reasons = new Set<ReasonCode>();
  const out = text
    .split(/\n+/)
    .map((paragraph) =>
      sentences(paragraph.trim())
        .map((sentence) => {
          const r = rewriteLine(sentence, language);
          r.reasons.forEach((x) => reasons.add(x));
          return r.text;
        })
        .join(' '),
    )
    .join('\n');
  return { text: reasons.size ? out : text, reasons: [...reasons] };
}

/** Whether a list of highlights reads as separate bullets (not one paragraph wrapped over several lines). */
export function areBullets(items: readonly string[]): boolean {
  return items.length > 0 && items.every((h) => !/^\s*\p{Ll}/u.test(h) && !/(?:,|\band|\bet|\bthe|\bof|\bde|\bà|-)\s*$/iu.test(h.trim()));
}

/**
 * One punctuation style for a list: when most bullets end without a full stop, the others lose
 * theirs (single-sentence bullets only); when most end with one, the others get it.
 */
export function consistentFullStops(items: readonly string[]): string[] {
  const ends = items.map((h) => /\.\s*$/.test(h) && !/\.\.\.\s*$|etc\.\s*$/i.test(h));
  const withStop = ends.filter(Boolean).length;
  const dropStops = withStop * 2 < items.length;
  const addStops = withStop * 2 > items.length;
  return items.map((h, i) => {
    const single = sentences(h).length === 1;
    if (dropStops && ends[i] && single) return h.replace(/\.\s*$/, '');
    if (addStops && !ends[i] && /[\p{L}\p{N})%]$/u.test(h.trim())) return `${h.trim()}.`;
    return h;
  });
}
