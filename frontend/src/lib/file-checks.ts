import { MAX_RESUME_BYTES } from '@atelier/contracts/constants';

/**
 * Client-side checks that mirror the server's, so people hear about a wrong file at once.
 * The server still decides by content; this only looks at the name and the browser's type.
 * The size limit is the contract's (the server refuses the same).
 */
export { MAX_RESUME_BYTES };
const MIME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/json',
]);

export type FileProblem = 'type' | 'size' | 'empty';

export function checkResumeFile(file: { name: string; type: string; size: number }): FileProblem | null {
  // .json: a JSON Resume file, imported as is (the server checks it against the schema).
  if (!/\.(pdf|docx?|json)$/i.test(file.name) && !MIME_TYPES.has(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_RESUME_BYTES) return 'size';
  return null;
}
