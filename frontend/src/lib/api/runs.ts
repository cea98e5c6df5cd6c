import { apiPath, PATHS } from '@atelier/contracts/paths';
import { ApiError, request } from './client';
import type { PipelineRun } from './types';

const POLL_MS = 1_000;
const PROGRESS_EVENT = 'progress';

/** GET /api/runs/:id: a run's state (the polling fallback). */
export function getRun(id: string): Promise<PipelineRun> {
  return request<PipelineRun>(apiPath(PATHS.run, { id }));
}

/** Same rule as the contract's isRunFinished (a run waiting for the user's confirmation has stopped too), without loading the schemas. */
export const isFinished = (run: Pick<PipelineRun, 'status'>) =>
  run.status === 'needs-confirmation' || run.status === 'succeeded' || run.status === 'failed';

/**
 * Follows a run until it finishes: its server-sent events (GET /api/runs/:id/events), read
 * through fetch because EventSource cannot send the Authorization header the API checks. If the
 * stream cannot be opened or breaks, it polls GET /api/runs/:id instead. Returns `stop`.
 */
export function watchRun(id: string, onUpdate: (run: PipelineRun) => void, onError?: (error: ApiError) => void): () => void {
  const controller = new AbortController();
  let last: PipelineRun | null = null;
  const update = (run: PipelineRun) => {
    last = run;
    onUpdate(run);
  };
  // `last` changes inside update(), which the loop below cannot see: ask through a function.
  const finished = () => last !== null && isFinished(last);
  void (async () => {
    try {
      await stream(id, update, controller.signal);
    } catch (error) {
      // A stranger's run or a missing one: polling would say the same.
      if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 403)) return onError?.(error);
    }
    while (!controller.signal.aborted && !finished()) {
      try {
        update(await getRun(id));
      } catch (error) {
        if (error instanceof ApiError && !error.isNetwork && error.status < 500) return onError?.(error);
      }
      if (!finished()) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return () => controller.abort();
}

async function stream(id: string, onRun: (run: PipelineRun) => void, signal: AbortSignal): Promise<void> {
  const response = await request<Response>(apiPath(PATHS.runEvents, { id }), {
    read: 'response',
    timeoutMs: 0,
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError('BAD_RESPONSE', response.status, 'No event stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const run = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (run) onRun(run);
    }
  }
}

/** One server-sent event's `data` when it is a `progress` event; comments and `retry:` lines are skipped. */
export function parseEvent(block: string): PipelineRun | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (event !== PROGRESS_EVENT || data.length === 0) return null;
  return JSON.parse(data.join('\n')) as PipelineRun;
}
