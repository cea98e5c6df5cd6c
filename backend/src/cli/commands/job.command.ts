import { LexiconKeywordReader } from '../../modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { readFileSync } from 'node:fs';
import { ReadJobPosting } from '../../modules/matching/application/read-job-posting';
import { SafePageFetcher } from '../../modules/matching/infrastructure/safe-page.fetcher';
import { cliLanguage, errorMessage, usageLine } from '../cli-messages';
import { isJobUrl } from '../job-source';

/**
 * ./bin/atelier job FILE|URL
 * Prints the job as read: title, company, location, employment type, language, description.
 * (Keywords join when keyword extraction lands.)
 */
export async function run(args: string[]): Promise<number> {
  const source = args.find((a) => !a.startsWith('--'));
  if (!source) {
    process.stderr.write(`${usageLine('./bin/atelier job FILE|URL [--lang en|fr]', args)}\n`);
    return 2;
  }
  const read = new ReadJobPosting(new SafePageFetcher(), new LexiconKeywordReader());
  const looksLikeUrl = isJobUrl(source);
  let text: string | undefined;
  if (!looksLikeUrl) {
    try {
      text = readFileSync(source, 'utf8');
    } catch {
      process.stderr.write(`${source}: ${errorMessage('INPUT_NOT_FOUND', cliLanguage(args))}\n`);
      return 2;
    }
  }
  const posting = await read.execute(looksLikeUrl ? { url: source } : { text });
  process.stdout.write(`${JSON.stringify(posting, null, 2)}\n`);
  return 0;
}
