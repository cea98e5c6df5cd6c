import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { detectLanguage } from '../../../shared/language';
import { FindSkills } from '../../matching/application/find-skills';
import type { ResumeKeyword } from '../domain/job-focus';
import type { ResumeKeywordReader } from '../application/resume-keyword-reader';

/**
 * The skills lexicon's keywords of a resume, through the matching module's application API
 * (FindSkills): one lexicon for jobs and resumes, so "JS" and "JavaScript" meet.
 */
export class MatchingKeywordReader implements ResumeKeywordReader {
  constructor(private readonly skills: Pick<FindSkills, 'inText' | 'inResume'> = new FindSkills()) {}

  async read(text: string): Promise<ResumeKeyword[]> {
    if (!text.trim()) return [];
    return this.skills.inText(text, detectLanguage(text)).map((k) => ({ id: k.id, term: k.term }));
  }

  /**
   * Where match analysis finds evidence: not in employer, school or interest names (working at
   * Salesforce is not knowing Salesforce), and not the resume's own language, which is no word of it.
   */
  async inResume(resume: JsonResume, language: ResumeLanguage): Promise<ResumeKeyword[]> {
    const evidence = this.skills.inResume({ resume, language });
    return [...evidence].flatMap(([id, places]) => {
      const written = places.find((p) => p.path !== 'language');
      return written ? [{ id, term: written.text }] : [];
    });
  }
}
