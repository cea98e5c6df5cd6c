import { z } from 'zod';
import { IsoDateTime } from './common.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/**
 * The kinds of long-running pipeline. Every long task (resume intake, enhancement, SuperMatch)
 * reports progress the same way: a run, followed at GET /api/runs/:id (polling) or
 * /api/runs/:id/events (server-sent events). Each kind's stages are declared kind by kind in
 * stages.ts, and every run carries its kind's list (`stages`).
 */
export const PIPELINE_KINDS = ['intake', 'enhancement', 'supermatch'] as const;
export type PipelineKind = (typeof PIPELINE_KINDS)[number];

export const PIPELINE_STATUSES = ['queued', 'running', 'needs-confirmation', 'succeeded', 'failed'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** A run as the progress screen reads it, by polling or in each server-sent event. */
export const PipelineRun = z.object({
  id: z.string(),
  kind: z.enum(PIPELINE_KINDS),
  subjectId: z.string().meta({ description: 'What the run works on: the resume (intake, enhancement) or the SuperMatch' }),
  status: z.enum(PIPELINE_STATUSES),
  stage: z.string().nullable().meta({ description: 'One of `stages`, null before the first' }),
  stages: z.array(z.string()).meta({ description: "The kind's stages, in the order they run" }),
  progress: z.int().min(0).max(100),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable().meta({ description: 'errorCode in the request language' }),
  result: z.record(z.string(), z.unknown()).nullable().meta({ description: 'A small summary once finished (ids, verdict)' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PipelineRun = z.infer<typeof PipelineRun>;

/** The server-sent event name of each state change; its `data` is a PipelineRun (JSON). */
export const RUN_PROGRESS_EVENT = 'progress';
export const RunProgressEvent = PipelineRun;
export type RunProgressEvent = PipelineRun;

/** Whether a run has stopped moving (the event stream ends then). */
export const isRunFinished = (run: Pick<PipelineRun, 'status'>): boolean =>
  run.status === 'needs-confirmation' || run.status === 'succeeded' || run.status === 'failed';

/** 202 of every route that starts a run: the run to follow. */
export const RunStarted = z.object({ runId: z.string(), resumeId: z.string() });
export type RunStarted = z.infer<typeof RunStarted>;

export const runsRoutes = defineRoutes({
  getRun: {
    method: 'GET',
    path: PATHS.run,
    tag: 'runs',
    summary: 'A pipeline run: status, stage, progress (the polling fallback of the event stream)',
    auth: true,
    status: 200,
    response: PipelineRun,
    errors: ['JOB_NOT_FOUND'],
  },
  runEvents: {
    method: 'GET',
    path: PATHS.runEvents,
    tag: 'runs',
    auth: true,
    status: 200,
    response: null,
    produces: 'text/event-stream',
    errors: ['JOB_NOT_FOUND'],
    summary:
      "Server-sent events: a 'progress' event with the run at once, then at each change; ends when the run finishes. Read with fetch (it needs the Authorization header)",
  },
});
