import { z } from 'zod';
import { Locale } from './common.js';
import { MAX_JOB_DESCRIPTION_LENGTH, MAX_JOB_URL_LENGTH } from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/** A job link, or a pasted description (at least 30 characters). */
export const ReadJobPostingBody = z.object({
  url: z.string().max(MAX_JOB_URL_LENGTH).optional(),
  text: z
    .string()
    .max(MAX_JOB_DESCRIPTION_LENGTH * 2)
    .optional()
    .meta({ description: `Only the first ${MAX_JOB_DESCRIPTION_LENGTH} characters are read` }),
});
export type ReadJobPostingBody = z.infer<typeof ReadJobPostingBody>;

export const JobKeyword = z.object({
  id: z.string().meta({ description: 'Lexicon id: the same for every spelling and language' }),
  term: z.string().meta({ description: 'The words as they appear in the posting' }),
  kind: z.string(),
  required: z.boolean().meta({ description: 'False when the posting presents it as a plus' }),
});

/** A job as read: what SuperMatch and matching start from. */
export const JobPosting = z.object({
  title: z.string().optional(),
  company: z.string().optional(),
  location: z.string().optional(),
  employmentType: z.string().optional(),
  description: z.string(),
  language: Locale,
  url: z.string().optional(),
  keywords: z.array(JobKeyword),
  requirements: z.object({
    educationLevel: z.enum(['secondary', 'vocational', 'associate', 'bachelor', 'master', 'doctorate']).optional(),
    yearsOfExperience: z.number().optional(),
    seniority: z.enum(['entry', 'junior', 'mid', 'senior', 'lead']).optional(),
  }),
});
export type JobPosting = z.infer<typeof JobPosting>;

const FactorId = z.enum(['hardSkills', 'jobTitle', 'education', 'experience', 'languages']);

/** How well one of the user's resumes fits a job: the explained verdict the flow's match step shows. */
export const ResumeMatch = z.object({
  score: z.number().min(0).max(100),
  verdict: z.enum(['good', 'poor']).meta({ description: '"poor" is shown as "Job Mismatch Detected"' }),
  confidence: z.enum(['low', 'medium', 'high']),
  factors: z.array(z.object({ id: FactorId, weight: z.number(), score: z.number(), explanation: z.string() })),
  found: z.array(JobKeyword),
  missing: z.array(JobKeyword),
  reasons: z.array(z.string()).meta({ description: 'In the request language' }),
  posting: JobPosting,
});
export type ResumeMatch = z.infer<typeof ResumeMatch>;

export const jobPostingsRoutes = defineRoutes({
  matchResume: {
    method: 'POST',
    path: PATHS.resumeMatch,
    tag: 'job-postings',
    summary: 'Read a job (link or pasted text) and analyse how well this resume fits it',
    auth: true,
    status: 200,
    body: ReadJobPostingBody,
    response: ResumeMatch,
    errors: [
      'RESUME_NOT_FOUND',
      'RESUME_NOT_READY',
      'INVALID_URL',
      'URL_NOT_ALLOWED',
      'JOB_FETCH_FAILED',
      'NO_JOB_FOUND',
      'JOB_DESCRIPTION_REQUIRED',
    ],
  },
  readJobPosting: {
    method: 'POST',
    path: PATHS.jobPostings,
    tag: 'job-postings',
    summary: 'Read a job from a link or a pasted description',
    auth: true,
    status: 200,
    body: ReadJobPostingBody,
    response: JobPosting,
    errors: ['INVALID_URL', 'URL_NOT_ALLOWED', 'JOB_FETCH_FAILED', 'NO_JOB_FOUND', 'JOB_DESCRIPTION_REQUIRED'],
  },
});
