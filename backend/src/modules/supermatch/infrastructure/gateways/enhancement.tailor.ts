import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../../shared/json-resume';
import type { JobPosting } from '../../../matching/application/matching-types';
import { changeSetOf } from '../../../enhancement/application/change-set';
import { TailorResume } from '../../../enhancement/application/tailor-resume';
import { WriteCoverLetter } from '../../../enhancement/application/write-cover-letter';
import type { CoverLetterWriter, LetterText, ReadJob, ResumeTailor, TailoredContent } from '../../application/collaborator-ports';

/** Tailoring by the enhancement module (gated path changes, audited: nothing invented). */
@Injectable()
export class EnhancementTailor implements ResumeTailor {
  constructor(private readonly tailorResume: TailorResume) {}

  async tailor(resume: StructuredResume, job: ReadJob): Promise<TailoredContent> {
    const result = await this.tailorResume.execute({ resume: resume.resume, language: resume.language, job: job.posting as JobPosting });
    return { structured: { ...resume, resume: result.resume }, changeSet: changeSetOf(resume, result) };
  }
}

/** Cover letters by the enhancement module's offline writer (audited: nothing invented). */
@Injectable()
export class EnhancementCoverLetterWriter implements CoverLetterWriter {
  constructor(private readonly writeCoverLetter: WriteCoverLetter) {}

  write(resume: StructuredResume, job: ReadJob): LetterText {
    return this.writeCoverLetter.execute({ resume: resume.resume, job: job.posting as JobPosting, language: resume.language });
  }
}
