import { Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ROUTES, RUN_PROGRESS_EVENT } from '@atelier/contracts';
import type { Request, Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { requestTranslator } from '../../../../platform/i18n/request-translator';
import { GetPipelineRun } from '../../application/get-pipeline-run';
import { WatchPipelineRun } from '../../application/watch-pipeline-run';
import { pipelineRunView } from './pipeline-run.view';

const HEARTBEAT_MS = 15_000;

/**
 * Pipeline progress. `GET /api/runs/:id` is the polling fallback; `GET /api/runs/:id/events` is a
 * server-sent event stream (read with fetch, since it needs the Authorization header) that sends
 * the state at once, then each change, and ends when the run finishes.
 */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class PipelineRunsController {
  constructor(
    private readonly getRun: GetPipelineRun,
    private readonly watchRun: WatchPipelineRun,
  ) {}

  @Route(ROUTES.getRun)
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return pipelineRunView(await this.getRun.execute({ runId: id, userId: user.uid }), requestTranslator());
  }

  @Route(ROUTES.runEvents)
  async events(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const translate = requestTranslator();
    let stop: (() => void) | null = null;
    let heartbeat: NodeJS.Timeout | null = null;
    const close = () => {
      stop?.();
      if (heartbeat) clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    };
    // Ownership is checked before any byte is sent, so a stranger gets a plain JSON 404.
    stop = await this.watchRun.execute({
      runId: id,
      userId: user.uid,
      onChange: (run) => {
        if (!res.headersSent) startStream(res);
        res.write(`event: ${RUN_PROGRESS_EVENT}\ndata: ${JSON.stringify(pipelineRunView(run, translate))}\n\n`);
        if (run.isFinished()) close();
      },
    });
    if (res.writableEnded) return stop();
    heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.on('close', close);
  }
}

function startStream(res: Response): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 3000\n\n');
}
