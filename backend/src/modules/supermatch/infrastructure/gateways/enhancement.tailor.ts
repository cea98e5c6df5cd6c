import { Injectable } from '@nestjs/common';
import type { StructuredResume } from '../../../../shared/json-resume';
import type { JobPosting } from '../../../matching/application/matching-types';
import { TailorResume } from '../../../enhancement/application/tailor-resume';
import type { ReadJob, ResumeTailor } from '../../application/collaborator-ports';

/** Tailoring by the enhancement module (gated path changes, audited: nothing invented). */
@Injectable()
export class EnhancementTailor implements ResumeTailor {
  constructor(private readonly tailorResume: TailorResume) {}

  async tailor(resume: StructuredResume, job: ReadJob): Promise<StructuredResume> {
    const result = await this.tailorResume.execute({ resume: resume.resume, language: resume.language, job: job.posting as JobPosting });
    return { ...resume, resume: result.resume };
  }
}
