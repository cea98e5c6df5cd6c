import { z } from 'zod';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/**
 * The change review of a resume whose content enhancement (in place) or tailoring (a new tailored
 * resume) changed: each applied change with its reason, and whether the user keeps it. Rejecting
 * some re-applies only the others to the content as it was before the changes.
 */
export const RESUME_CHANGE_OPS = ['replace', 'add', 'reorder', 'remove-duplicate'] as const;
export const RESUME_CHANGE_SOURCES = ['rule', 'llm', 'answer'] as const;

export const ResumeChangeView = z.object({
  id: z.string().meta({ description: 'Stable within this change set' }),
  path: z.string().meta({ description: 'JSON pointer into the structured resume, e.g. /work/0/highlights/1' }),
  op: z.enum(RESUME_CHANGE_OPS),
  before: z.union([z.string(), z.array(z.string())]).nullable(),
  after: z.union([z.string(), z.array(z.string())]),
  reason: z.object({ code: z.string(), text: z.string().meta({ description: "In the request's language" }) }),
  source: z.enum(RESUME_CHANGE_SOURCES),
  accepted: z.boolean(),
});
export type ResumeChangeView = z.infer<typeof ResumeChangeView>;

export const ResumeChangeList = z.object({ changes: z.array(ResumeChangeView) });
export type ResumeChangeList = z.infer<typeof ResumeChangeList>;

export const ReviewResumeChangesBody = z.object({
  rejected: z.array(z.string().max(64)).max(500).meta({ description: 'Ids of the changes to undo; every other change is kept' }),
});
export type ReviewResumeChangesBody = z.infer<typeof ReviewResumeChangesBody>;

export const resumeChangesRoutes = defineRoutes({
  listResumeChanges: {
    method: 'GET',
    path: PATHS.resumeChanges,
    tag: 'resumes',
    summary: 'The changes enhancement or tailoring made to this resume, with their reasons (empty when none)',
    auth: true,
    status: 200,
    response: ResumeChangeList,
    errors: ['RESUME_NOT_FOUND'],
  },
  reviewResumeChanges: {
    method: 'PUT',
    path: PATHS.resumeChanges,
    tag: 'resumes',
    summary: 'Keep every change but the rejected ones: re-applied to the content before the changes, saved and re-rendered',
    auth: true,
    status: 200,
    body: ReviewResumeChangesBody,
    response: ResumeChangeList,
    errors: ['INVALID_REQUEST', 'RESUME_NOT_FOUND', 'RESUME_NOT_READY', 'UNKNOWN_CHANGE'],
  },
});
