import type { SkillKind } from '../../../../../shared/job-posting';
import { e, type LexiconEntry } from './entry';
import { OCCUPATIONS_DATA } from './occupations.data';

/**
 * The occupation lexicon (backend/data/occupation-lexicon, built by
 * backend/scripts/build-occupation-lexicon.ts): what postings of about 130 occupations name, from
 * payroll and tachographs to "prise de commandes", written by the team in English and French.
 * Spellings the own or ESCO lexicon has were left out when it was built.
 */
export function occupationEntries(data: string = OCCUPATIONS_DATA): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const line of data.split('\n')) {
    const [id, kind, en, fr, cased] = line.split('\t');
    if (!id) continue;
    const list = (field: string | undefined) => (field ? field.split('|') : []);
    entries.push(e(id, kind as SkillKind, list(en), list(fr), cased ? { cased: list(cased) } : {}));
  }
  return entries;
}
