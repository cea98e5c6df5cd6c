import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonResume } from '../../src/shared/json-resume';
import type { GeneratedPerson } from './synthetic-people';

/**
 * The corpus JSON Resumes, read at run time (never copied into the repository): real structures
 * (long entries, odd field use) that invented people lack. Files that are not valid JSON, or have
 * no name or no work, are skipped.
 */
export function corpusPeople(corpus: string): GeneratedPerson[] {
  const root = join(corpus, 'jsonresume');
  if (!existsSync(root)) return [];
  const people: GeneratedPerson[] = [];
  for (const repo of readdirSync(root).sort()) {
    for (const file of readdirSync(join(root, repo)).sort()) {
      if (!file.endsWith('.json') || file === 'schema.json') continue;
      let resume: JsonResume;
      try {
        resume = JSON.parse(readFileSync(join(root, repo, file), 'utf8'));
      } catch {
        continue;
      }
      if (!resume.basics?.name || !resume.work?.length) continue;
      const language =
        /(^|[-._])fr([-._]|$)/.test(file) || (resume.meta as { language?: string } | undefined)?.language === 'fr' ? 'fr' : 'en';
      // Corpus entries name the employer `name` or (older schema) `company`.
      resume.work = resume.work.map((w) => ({ ...w, name: w.name ?? (w as { company?: string }).company }));
      people.push({ id: `${language}-corpus-${repo}-${file.replace(/\.json$/, '')}`, language, resume, origin: 'corpus' });
    }
  }
  return people;
}
