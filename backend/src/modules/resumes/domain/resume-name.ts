import { ResumeError } from './resume-errors';

/** The longest name a resume may have (the dashboard shows it on one line; the column holds it). */
export const MAX_RESUME_NAME_LENGTH = 120;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const tidy = (text: string): string => text.replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();

/**
 * A name the person typed: trimmed, inner runs of spaces collapsed, 1 to 120 characters. Anything else
 * is INVALID_RESUME_NAME (the HTTP layer checks the same bounds first; this guards every other caller).
 */
export function resumeName(input: string): string {
  const name = tidy(input);
  if (name.length === 0 || name.length > MAX_RESUME_NAME_LENGTH) throw new ResumeError('INVALID_RESUME_NAME');
  return name;
}

/**
 * A name we make up (from an upload's file name, or a tailored resume's job): tidied and cut to
 * fit, never refused. Cutting never splits a character outside the BMP (emoji) in two.
 */
export function fittedResumeName(input: string, fallback = 'Resume'): string {
  const name = tidy(input);
  if (!name) return fallback;
  if (name.length <= MAX_RESUME_NAME_LENGTH) return name;
  let cut = '';
  for (const char of name) {
    if (cut.length + char.length > MAX_RESUME_NAME_LENGTH) break;
    cut += char;
  }
  return cut.trimEnd();
}

/** The default name of an upload: its file name without the extension ("Gaëlle CV.pdf" -> "Gaëlle CV"). */
export function resumeNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return fittedResumeName(stem, fittedResumeName(base));
}
