import { keywordReaderFor } from '../../modules/matching/infrastructure/ai/keyword-reader.factory';
import { readFileSync, statSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { ReadJobPosting } from '../../modules/matching/application/read-job-posting';
import { SafePageFetcher } from '../../modules/matching/infrastructure/safe-page.fetcher';
import { EnhanceResume } from '../../modules/enhancement/application/enhance-resume';
import { TailorResume } from '../../modules/enhancement/application/tailor-resume';
import { EnhancementError, parseAnswers } from '../../modules/enhancement/domain/enhancement-errors';
import { aiEngineFor } from '../../modules/enhancement/infrastructure/ai/ai-engine.factory';
import { MatchingKeywordReader } from '../../modules/enhancement/infrastructure/matching-keyword.reader';
import { ParseResume } from '../../modules/resumes/application/parse-resume';
import { MAX_RESUME_BYTES } from '@atelier/contracts';
import { ResumeError } from '../../modules/resumes/domain/resume-errors';
import { resumeRefinerFor } from '../../modules/resumes/infrastructure/ai/langchain-resume.refiner';
import { WorkerResumeParser } from '../../modules/resumes/infrastructure/documents/worker-resume.parser';
import { loadConfig } from '../../platform/config/app-config';
import { cliLanguage, errorMessage, usageLine } from '../cli-messages';
import { isJobUrl } from '../job-source';

const SYNTAX = './bin/atelier enhance RESUME [--job FILE|URL] [--answers FILE.json] [--no-ai] [--lang en|fr]';
const VALUED = new Set(['--job', '--answers', '--lang']);

function option(args: string[], name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * ./bin/atelier enhance RESUME [--job JOB] [--answers FILE]
 * Prints { resume, changes, questions } (plus engine and language): the enhanced resume, or with
 * --job the resume tailored to that job. The same use cases as the pipelines; the LLM engine when
 * OPENAI_* is set (--no-ai: offline). Bad input: one localised line on stderr, non-zero exit.
 */
export async function run(args: string[]): Promise<number> {
  const language = cliLanguage(args);
  const file = args.find((a, i) => !a.startsWith('--') && !(i > 0 && VALUED.has(args[i - 1])));
  const jobSource = option(args, '--job');
  const answersFile = option(args, '--answers');
  if (!file || (args.includes('--job') && !jobSource) || (args.includes('--answers') && !answersFile)) {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n`);
    return 2;
  }
  const readable = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  for (const path of [file, answersFile, jobSource && !isJobUrl(jobSource) ? jobSource : undefined]) {
    if (path && !readable(path)) {
      process.stderr.write(`${path}: ${errorMessage('INPUT_NOT_FOUND', language)}\n`);
      return 2;
    }
  }
  if (statSync(file).size > MAX_RESUME_BYTES) throw new ResumeError('FILE_TOO_LARGE');

  let answers: Record<string, string> | undefined;
  if (answersFile) {
    try {
      answers = parseAnswers(JSON.parse(readFileSync(answersFile, 'utf8')));
    } catch {
      throw new EnhancementError('INVALID_ANSWERS');
    }
  }

  // Logs (tokens per run, fall-backs) go to stderr with ATELIER_DEBUG, never into the JSON on stdout.
  const debug = !!process.env.ATELIER_DEBUG;
  const toStderr = (message: unknown) => {
    if (debug) process.stderr.write(`${String(message)}\n`);
  };
  Logger.overrideLogger({ log: toStderr, warn: toStderr, error: toStderr, debug: () => {}, verbose: () => {} });

  const offline = args.includes('--no-ai');
  const ai = offline ? undefined : loadConfig().ai;
  const parser = new WorkerResumeParser();
  try {
    const structured = await new ParseResume(parser, offline ? undefined : resumeRefinerFor(ai)).execute(readFileSync(file));
    const engine = aiEngineFor(ai);
    let result;
    if (jobSource) {
      const job = await new ReadJobPosting(new SafePageFetcher(), keywordReaderFor(ai)).execute(
        isJobUrl(jobSource) ? { url: jobSource } : { text: readFileSync(jobSource, 'utf8') },
      );
      result = await new TailorResume(engine, new MatchingKeywordReader()).execute({
        resume: structured.resume,
        language: structured.language,
        job,
        answers,
      });
    } else {
      result = await new EnhanceResume(engine).execute({ resume: structured.resume, language: structured.language, answers });
    }
    const { resume, changes, questions, engine: used } = result;
    process.stdout.write(`${JSON.stringify({ resume, changes, questions, engine: used, language: result.language }, null, 2)}\n`);
    return 0;
  } finally {
    await parser.onModuleDestroy();
  }
}
