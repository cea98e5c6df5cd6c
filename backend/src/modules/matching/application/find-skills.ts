import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import type { Language } from '../../../shared/language';
import { extractKeywords, type Keyword, SKILLS_MATCHER } from '../domain/keywords/extract-keywords';
import { resumeEvidence } from '../domain/match/resume-evidence';
import type { Evidence } from '../domain/match/match-analysis';

/**
 * The skills lexicon for other modules (tailoring, questions): the skills named in any text,
 * and where a structured resume evidences each skill id. The same matcher as job intake and
 * match analysis, so "JS" and "JavaScript", "gestion de projet" and "project management" meet.
 */
@Injectable()
export class FindSkills {
  /**
   * Skills the lexicons name in a text (no job title, education or seniority keywords). The span
   * model, trained on postings, is for postings: a resume's skills are read by the lexicons.
   */
  inText(text: string, language?: Language): Keyword[] {
    return extractKeywords(text, language, { matcher: SKILLS_MATCHER });
  }

  /** Skill id -> where the resume evidences it (JSON paths and the resume's words). */
  inResume(resume: Pick<StructuredResume, 'resume' | 'language'>): Map<string, Evidence[]> {
    return resumeEvidence(resume).evidence;
  }
}
