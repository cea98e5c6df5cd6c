import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { JobPosting, ReadJobPostingBody, ResumeMatch } from './types';

/** POST /api/job-postings: a job read from a link or pasted text, with its keywords. */
export function readJobPosting(body: ReadJobPostingBody): Promise<JobPosting> {
  return request<JobPosting>(PATHS.jobPostings, { method: 'POST', json: body, timeoutMs: 30_000 });
}

/** POST /api/resumes/:id/match: how well the resume fits the job, explained. */
export function matchResume(resumeId: string, body: ReadJobPostingBody): Promise<ResumeMatch> {
  return request<ResumeMatch>(apiPath(PATHS.resumeMatch, { id: resumeId }), { method: 'POST', json: body, timeoutMs: 30_000 });
}
