import request from 'supertest';
import { isRunFinished } from '@atelier/contracts';

/** Polls GET /api/resumes/:id until the resume leaves the processing stages. */
export async function waitForFinalStage(server: unknown, id: string, token: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(server as never)
      .get(`/api/resumes/${id}`)
      .set('Authorization', `Bearer ${token}`);
    if (res.body.stage === 'ready' || res.body.stage === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`resume ${id} still ${res.body.stage} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls GET /api/runs/:id until the pipeline run (intake, enhancement, SuperMatch) has stopped moving. */
export async function waitForRun(server: unknown, runId: string, token: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(server as never)
      .get(`/api/runs/${runId}`)
      .set('Authorization', `Bearer ${token}`);
    if (isRunFinished(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${res.body.status}/${res.body.stage} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
