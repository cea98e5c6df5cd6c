import { Injectable } from '@nestjs/common';
import { ReadJobPosting } from '../../matching/application/read-job-posting';
import type { JobFocusReader, JobSource } from '../application/job-focus-reader';
import type { JobFocus } from '../domain/job-focus';

/** The job through the matching module's application API: the same reading as the job step and SuperMatch. */
@Injectable()
export class MatchingJobFocusReader implements JobFocusReader {
  constructor(private readonly readJob: ReadJobPosting) {}

  read(job: JobSource): Promise<JobFocus> {
    return this.readJob.execute(job);
  }
}
