import { UNSAFE_NAME_CHARACTERS } from '../../../shared/text';
import { ResumeError } from './resume-errors';

const tidy = (text: string): string => text.replace(UNSAFE_NAME_CHARACTERS, ' ').replace(/\s+/gu, ' ').trim();

/*
 * `maxLength` is the longest name a resume may have: the API contract's MAX_RESUME_NAME_LENGTH
 * (the dashboard shows a name on one line; the column holds it), passed in by the application
 * because the domain does not import the contract.
 */

/**
 * A name the person typed: trimmed, inner runs of spaces collapsed, 1 to `maxLength` characters. Anything
 * else is INVALID_RESUME_NAME (the HTTP layer checks the same bounds first; this guards every other caller).
 */
export function resumeName(input: string, maxLength: number): string {
  const name = tidy(input);
  if (name.length === 0 || name.length > maxLength) throw new ResumeError('INVALID_RESUME_NAME');
  return name;
}

/**
 * A name we make up (from an upload's file name, or a tailored resume's job): tidied and cut to
 * fit, never refused. Cutting never splits a character outside the BMP (emoji) in two.
 */
export function fittedResumeName(input: string, maxLength: number, fallback = 'Resume'): string {
  const name = tidy(input);
  if (!name) return fallback;
  if (name.length <= maxLength) return name;
  let cut = '';
  for (const char of name) {
    if (cut.length + char.length > maxLength) break;
    cut += char;
  }
  return cut.trimEnd();
}

/** The default name of an upload: its file name without the extension ("Gaëlle CV.pdf" -> "Gaëlle CV"). */
export function resumeNameFromFile(fileName: string, maxLength: number): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return fittedResumeName(stem, maxLength, fittedResumeName(base, maxLength));
}
