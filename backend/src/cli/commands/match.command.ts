import { LexiconKeywordReader } from '../../modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { readFileSync, statSync } from 'node:fs';
import { AnalyzeMatch } from '../../modules/matching/application/analyze-match';
import { ReadJobPosting } from '../../modules/matching/application/read-job-posting';
import { SafePageFetcher } from '../../modules/matching/infrastructure/safe-page.fetcher';
import { ParseResume } from '../../modules/resumes/application/parse-resume';
import { MAX_RESUME_BYTES } from '@atelier/contracts';
import { ResumeError } from '../../modules/resumes/domain/resume-errors';
import { WorkerResumeParser } from '../../modules/resumes/infrastructure/documents/worker-resume.parser';
import { cliLanguage, errorMessage, usageLine } from '../cli-messages';
import { isJobUrl } from '../job-source';

const USAGE = './bin/atelier match RESUME JOB [--lang en|fr]';

/**
 * ./bin/atelier match RESUME JOB [--lang en|fr]
 * RESUME: a PDF/DOCX/DOC/JSON Resume file; JOB: a text file or a link. Prints the match analysis
 * (verdict, confidence, score, version, factors, found and missing keywords, reasons in the
 * --lang / LANG language, and the job's title and company) as JSON. The same use cases as the
 * API; the offline engine only (no network but the job link, no LLM). Bad input: one localised
 * line on stderr and a non-zero exit.
 */
export async function run(args: string[]): Promise<number> {
  const language = cliLanguage(args);
  const langAt = args.indexOf('--lang');
  const [resumeFile, job] = args.filter((a, i) => !a.startsWith('--') && (langAt < 0 || i !== langAt + 1));
  if (!resumeFile || !job) {
    process.stderr.write(`${usageLine(USAGE, args)}\n`);
    return 2;
  }
  const looksLikeUrl = isJobUrl(job);
  let resumeBytes: Buffer;
  let jobText: string | undefined;
  try {
    if (statSync(resumeFile).size > MAX_RESUME_BYTES) throw new ResumeError('FILE_TOO_LARGE');
    resumeBytes = readFileSync(resumeFile);
  } catch (error) {
    if ((error as { code?: string }).code === 'FILE_TOO_LARGE') throw error;
    process.stderr.write(`${resumeFile}: ${errorMessage('INPUT_NOT_FOUND', language)}\n`);
    return 2;
  }
  if (!looksLikeUrl) {
    try {
      jobText = readFileSync(job, 'utf8');
    } catch {
      process.stderr.write(`${job}: ${errorMessage('INPUT_NOT_FOUND', language)}\n`);
      return 2;
    }
  }
  const parser = new WorkerResumeParser();
  try {
    const resume = await new ParseResume(parser).execute(resumeBytes);
    const posting = await new ReadJobPosting(new SafePageFetcher(), new LexiconKeywordReader()).execute(
      looksLikeUrl ? { url: job } : { text: jobText },
    );
    const analysis = new AnalyzeMatch().execute({ resume, job: posting, language });
    const { verdict, confidence, confidenceScore, score, version, factors, excluded, found, missing, reasons } = analysis;
    const output = {
      verdict,
      confidence,
      confidenceScore,
      score,
      version,
      factors,
      excluded,
      found,
      missing,
      reasons,
      job: { title: posting.title ?? null, company: posting.company ?? null },
    };
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } finally {
    await parser.onModuleDestroy();
  }
}
