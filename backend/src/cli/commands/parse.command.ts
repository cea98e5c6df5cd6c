import { readFileSync, statSync } from 'node:fs';
import { ParseResume } from '../../modules/resumes/application/parse-resume';
import { MAX_RESUME_BYTES } from '@atelier/contracts';
import { ResumeError } from '../../modules/resumes/domain/resume-errors';
import { resumeRefinerFor } from '../../modules/resumes/infrastructure/ai/langchain-resume.refiner';
import { WorkerResumeParser } from '../../modules/resumes/infrastructure/documents/worker-resume.parser';
import { loadConfig } from '../../platform/config/app-config';
import { cliLanguage, errorMessage, usageLine } from '../cli-messages';

/**
 * ./bin/atelier parse FILE [--full] [--no-ai]
 * Prints the structured resume as JSON Resume on stdout; --full adds language, confidence and
 * warnings. Bad input: the localised message on stderr and a non-zero exit (see cli/main.ts).
 */
export async function run(args: string[]): Promise<number> {
  const langAt = args.indexOf('--lang');
  const file = args.find((a, i) => !a.startsWith('--') && (langAt < 0 || i !== langAt + 1));
  if (!file) {
    process.stderr.write(`${usageLine('./bin/atelier parse FILE [--full] [--no-ai] [--lang en|fr]', args)}\n`);
    return 2;
  }
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    process.stderr.write(`${file}: ${errorMessage('INPUT_NOT_FOUND', cliLanguage(args))}\n`);
    return 2;
  }
  if (size > MAX_RESUME_BYTES) throw new ResumeError('FILE_TOO_LARGE');
  const parser = new WorkerResumeParser();
  try {
    // Same use case as the API, with the same optional LLM refinement (OPENAI_* settings).
    const refiner = args.includes('--no-ai') ? undefined : resumeRefinerFor(loadConfig().ai);
    const structured = await new ParseResume(parser, refiner).execute(readFileSync(file));
    const output = args.includes('--full') ? structured : structured.resume;
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } finally {
    await parser.onModuleDestroy();
  }
}
