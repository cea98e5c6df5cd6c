import { JsonResumeSchema, type StructuredResume } from '../../../../shared/json-resume';
import { ResumeError } from '../resume-errors';
import { detectLanguage } from '../../../../shared/language';
import { MAX_JSON_RESUME_DEPTH, nestsDeeperThan } from './json-depth';

/** True when bytes look like a JSON document (JSON Resume import), not a PDF or Word file. */
export function looksLikeJson(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  return head.startsWith('{') && /"(basics|work|education|skills)"\s*:/.test(bytes.subarray(0, 200_000).toString('utf8'));
}

/**
 * A JSON Resume file as a structured resume. Real files are often slightly off the schema (null
 * where a string is expected, empty dates): nulls are dropped rather than refusing the file.
 */
export function importJsonResume(bytes: Buffer): StructuredResume {
  const raw = bytes.toString('utf8').replace(/^\ufeff/, '');
  if (nestsDeeperThan(raw, MAX_JSON_RESUME_DEPTH)) throw new ResumeError('JSON_RESUME_TOO_DEEP');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new ResumeError('INVALID_JSON_RESUME', 'not JSON');
  }
  const parsed = JsonResumeSchema.safeParse(dropNulls(data));
  if (!parsed.success || typeof parsed.data !== 'object') throw new ResumeError('INVALID_JSON_RESUME', parsed.error?.message);
  const resume = parsed.data;
  if (!resume.basics && !resume.work && !resume.education) throw new ResumeError('INVALID_JSON_RESUME', 'no resume sections');
  const text = JSON.stringify([resume.basics?.summary, resume.work?.map((w) => [w.position, w.summary, w.highlights])]);
  return { resume, language: detectLanguage(text), confidence: {}, warnings: [] };
}

function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(dropNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}
