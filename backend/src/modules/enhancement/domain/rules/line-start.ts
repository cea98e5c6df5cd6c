import type { ReasonCode } from '../resume-change';
import { capitalise } from '../text-match';

/** A bullet line without its marker ("• ", "- "), with spaces collapsed; the marker is given back as is. */
export function splitBullet(line: string): { lead: string; text: string } {
  const text = line.replace(/\s+/g, ' ').trim();
  const lead = text.match(/^[•\-*–]\s*/)?.[0] ?? '';
  return { lead, text: text.slice(lead.length) };
}

/**
 * Drops the first of these first-person openings that starts the line ("I was", "Je suis", "My ...")
 * and capitalises what is left; records NO_PRONOUN when it did. Both languages share this step and
 * differ only in their patterns.
 */
export function dropFirstPersonStart(text: string, starts: readonly RegExp[], reasons: ReasonCode[]): string {
  const start = starts.find((pattern) => pattern.test(text));
  if (!start) return text;
  reasons.push('NO_PRONOUN');
  return capitalise(text.replace(start, ''));
}

/**
 * The last step of both languages' rewrites: filler words out (CONCISE when any went), spaces
 * tidied, first letter capitalised, and the bullet marker put back.
 */
export function finishBullet(
  lead: string,
  text: string,
  fillers: ReadonlyArray<[RegExp, string]>,
  reasons: ReasonCode[],
): { text: string; reasons: ReasonCode[] } {
  let out = text;
  for (const [pattern, replacement] of fillers) out = out.replace(pattern, replacement);
  if (out !== text) reasons.push('CONCISE');
  return { text: lead + capitalise(out.replace(/\s{2,}/g, ' ').trim()), reasons };
}
