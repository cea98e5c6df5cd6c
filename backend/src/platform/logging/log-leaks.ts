/** An e-mail address anywhere in a line. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/**
 * The lines of a log that show personal data: an e-mail address, or one of `phrases` (words
 * only a resume holds: the names and sentences the tests put in the resumes they upload).
 * Used on the logs of a whole test run (`npm test`), which upload, register and edit resumes.
 */
export function leakedLines(log: string, phrases: readonly string[]): string[] {
  return log.split('\n').filter((line) => EMAIL.test(line) || phrases.some((phrase) => line.includes(phrase)));
}
