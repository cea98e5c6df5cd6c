/**
 * Cover letters over the corpus: for every corpus resume and every posting the enhancement eval
 * tailors to, the offline letter in English and in French, audited for facts the resume and the
 * posting do not state (target 0); then the hostile model stub's letter (the adversary's invented
 * employers, degrees and numbers, and malformed output) through the same guard (target 0 shipped).
 *   cd backend && node -r @swc-node/register eval/cover-letter.eval.ts --corpus ../shared/corpus
 */
import { LexiconKeywordReader } from '../src/modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { auditCoverLetter, chooseCoverLetter, composeCoverLetter, type CoverLetter } from '../src/modules/enhancement/domain/cover-letter';
import { keywordEvidence } from '../src/modules/enhancement/domain/job-focus';
import { ReadJobPosting } from '../src/modules/matching/application/read-job-posting';
import { ParseResume } from '../src/modules/resumes/application/parse-resume';
import { WorkerResumeParser } from '../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import type { ResumeLanguage } from '../src/shared/json-resume';
import { evalJobs, files } from './enhancement.eval';
import { adversarialProposal } from './llm-adversary';

export async function runCoverLetterEval(corpusDir: string): Promise<boolean> {
  const corpus = resolve(corpusDir);
  if (!existsSync(join(corpus, 'resumes')) && !existsSync(join(corpus, 'jsonresume'))) {
    console.log(`cover letter eval skipped: no corpus at ${corpus} (pass --corpus PATH)`);
    return true;
  }
  const jobs = await evalJobs(
    corpus,
    new ReadJobPosting({ fetchPage: () => Promise.reject(new Error('offline')) }, new LexiconKeywordReader()),
  );
  const documents = [
    ...files(join(corpus, 'resumes'), ['.pdf', '.docx', '.doc']),
    ...files(join(corpus, 'jsonresume'), ['.json']).filter((p) => !/schema\.json$/.test(p)),
  ];
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  const stats = { resumes: 0, letters: { en: 0, fr: 0 }, fabricated: { en: 0, fr: 0 }, hostile: 0, hostileRefused: 0, hostileShipped: 0 };
  const examples: string[] = [];
  try {
    for (const path of documents) {
      let structured;
      try {
        structured = await parse.execute(readFileSync(path));
      } catch {
        continue;
      }
      stats.resumes++;
      const resume = structured.resume;
      for (const { name, job } of [...jobs.en, ...jobs.fr]) {
        const evidence = keywordEvidence(resume, job);
        for (const language of ['en', 'fr'] as ResumeLanguage[]) {
          const letter = composeCoverLetter(resume, job, language, evidence);
          stats.letters[language]++;
          const found = auditCoverLetter(letter, resume, job);
          stats.fabricated[language] += found.length;
          for (const f of found)
            if (examples.length < 10) examples.push(`${relative(corpus, path)} × ${name} (${language}): ${f.kind} "${f.value}"`);

          // The hostile model: its invented sentences added to the letter, or malformed output.
          const invented = adversarialProposal(resume)
            .changes.map((c) => c.after)
            .filter((t): t is string => typeof t === 'string');
          const hostile: CoverLetter | null =
            stats.hostile % 3 === 2 ? null : { ...letter, paragraphs: [...letter.paragraphs.slice(0, 1), ...invented.slice(0, 3)] };
          stats.hostile++;
          const chosen = chooseCoverLetter(hostile, letter, resume, job);
          if (chosen.refused.length) stats.hostileRefused++;
          stats.hostileShipped += auditCoverLetter(chosen.letter, resume, job).length;
        }
      }
    }
  } finally {
    await parser.onModuleDestroy();
  }
  const pairs = stats.letters.en;
  console.log(
    `\ncover letters (offline engine): ${stats.resumes} resumes × ${jobs.en.length + jobs.fr.length} postings = ${pairs} pairs, each in EN and FR`,
  );
  console.log(`  fabricated facts, offline letters: en ${stats.fabricated.en}, fr ${stats.fabricated.fr} (target 0)`);
  console.log(
    `  hostile model stub: ${stats.hostile} letters, ${stats.hostileRefused} refused by the audit, fabricated facts shipped ${stats.hostileShipped} (target 0)`,
  );
  for (const line of examples) console.log(`    ${line}`);
  return stats.fabricated.en + stats.fabricated.fr + stats.hostileShipped === 0;
}

if (require.main === module) {
  const at = process.argv.indexOf('--corpus');
  runCoverLetterEval(at >= 0 ? process.argv[at + 1] : '../shared/corpus')
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
