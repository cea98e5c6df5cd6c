import { Injectable, Logger } from '@nestjs/common';
import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { auditCoverLetter, composeCoverLetter, type CoverLetter } from '../domain/cover-letter';
import { keywordEvidence, type JobFocus } from '../domain/job-focus';

/**
 * The cover letter of a tailored resume for its job, in the resume's language, written by the
 * offline engine (no model). The fabrication audit runs on it: a paragraph stating a fact that
 * neither the resume nor the posting states is left out (the composer should never write one).
 */
@Injectable()
export class WriteCoverLetter {
  private readonly logger = new Logger(WriteCoverLetter.name);

  execute(input: { resume: JsonResume; job: JobFocus; language: ResumeLanguage }): CoverLetter {
    const letter = composeCoverLetter(input.resume, input.job, input.language, keywordEvidence(input.resume, input.job));
    const findings = auditCoverLetter(letter, input.resume, input.job);
    if (!findings.length) return letter;
    this.logger.warn(`cover letter: unsupported facts ${findings.map((f) => f.value).join(', ')}`);
    const unsupported = (text: string) => findings.some((f) => text.includes(f.value));
    return { ...letter, paragraphs: letter.paragraphs.filter((p) => !unsupported(p)) };
  }
}
