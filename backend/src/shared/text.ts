/** Lower case without accents: "Expérience" → "experience". The one comparison key for EN/FR text. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Characters that must not survive in a name shown to people or sent in a header: C0/C1 controls,
 * line and paragraph separators, and the bidirectional controls (embeddings, overrides, isolates,
 * marks) that can make "cv\u202Efdp.exe" display as "cvexe.pdf".
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
