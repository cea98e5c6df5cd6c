import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../../shared/json-resume';
import { changeSetOf } from '../../../enhancement/application/change-set';
import { TailorResume } from '../../../enhancement/application/tailor-resume';
import { WriteCoverLetter } from '../../../enhancement/application/write-cover-letter';
import type {
  CoverLetterWriter,
  LetterText,
  MatchKeyword,
  ReadJob,
  ResumeTailor,
  TailoredContent,
} from '../../application/collaborator-ports';

/** Tailoring by the enhancement module (gated path changes, audited: nothing invented). */
@Injectable()
export class EnhancementTailor implements ResumeTailor {
  constructor(private readonly tailorResume: TailorResume) {}

  async tailor(resume: StructuredResume, job: ReadJob, evidence: MatchKeyword[]): Promise<TailoredContent> {
    // The analysis's evidence in the resume's own words (its first place), as tailoring reads keywords.
    const resumeKeywords = evidence.map((k) => ({ id: k.id, term: k.evidence?.[0]?.text ?? k.term }));
    const result = await this.tailorResume.execute({ resume: resume.resume, language: resume.language, job: job.posting, resumeKeywords });
    return { structured: { ...resume, resume: result.resume }, changeSet: changeSetOf(resume, result) };
  }
}

/** Cover letters by the enhancement module's offline writer (audited: nothing invented). */
@Injectable()
export class EnhancementCoverLetterWriter implements CoverLetterWriter {
  constructor(private readonly writeCoverLetter: WriteCoverLetter) {}

  write(resume: StructuredResume, job: ReadJob): LetterText {
    return this.writeCoverLetter.execute({ resume: resume.resume, job: job.posting, language: resume.language });
  }
}
