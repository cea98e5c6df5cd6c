import { detectLanguage } from '../../../shared/language';
import { FindSkills } from '../../matching/application/find-skills';
import { SKILL_KINDS, type ResumeKeyword } from '../domain/job-focus';
import type { ResumeKeywordReader } from '../application/resume-keyword-reader';

/**
 * The skills lexicon's keywords of a resume's text, through the matching module's application API
 * (FindSkills): one lexicon for jobs and resumes, so "JS" and "JavaScript" meet.
 */
export class MatchingKeywordReader implements ResumeKeywordReader {
  constructor(private readonly skills: Pick<FindSkills, 'inText'> = new FindSkills()) {}

  async read(text: string): Promise<ResumeKeyword[]> {
    if (!text.trim()) return [];
    return this.skills.inText(text, detectLanguage(text))
      .filter((k) => SKILL_KINDS.has(k.kind))
      .map((k) => ({ id: k.id, term: k.term }));
  }
}
