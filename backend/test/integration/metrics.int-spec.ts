import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

const TOKEN = 'scrape-secret-for-tests';

/** GET /api/metrics: Prometheus text behind METRICS_TOKEN, with every family operators need. */
describe('metrics (real queue, parser and renderer)', () => {
  let app: INestApplicationContext;
  const api = () => request(httpServer(app) as never);

  beforeAll(async () => {
    app = await startTestApp('all', { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => app?.close());

  it('answers 401 without the token or with another one', async () => {
    expect((await api().get('/api/metrics')).status).toBe(401);
    expect((await api().get('/api/metrics').set('Authorization', 'Bearer wrong-secret')).status).toBe(401);
    const guest = await guestToken();
    // A Firebase user is not a scraper.
    expect((await api().get('/api/metrics').set('Authorization', `Bearer ${guest.token}`)).status).toBe(401);
  });

  it('exposes HTTP, queue, job, pipeline, render, parse, credit, process and event-loop metrics', async () => {
    const guest = await guestToken();
    const uploaded = await api()
      .post('/api/resumes')
      .set('Authorization', `Bearer ${guest.token}`)
      .attach('file', fixture('resume-en.pdf'), 'resume-en.pdf');
    expect(uploaded.status).toBe(201);
    expect((await waitForFinalStage(httpServer(app), uploaded.body.id, guest.token)).stage).toBe('ready');
    await api().get(`/api/resumes/${uploaded.body.id}`).set('Authorization', `Bearer ${guest.token}`);

    const res = await api().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    for (const family of [
      'atelier_http_request_duration_seconds',
      'atelier_queue_jobs',
      'atelier_queue_job_duration_seconds',
      'atelier_pipeline_stage_duration_seconds',
      'atelier_resume_render_duration_seconds',
      'atelier_resume_parse_duration_seconds',
      'atelier_credits_total',
      'atelier_process_cpu_seconds_total',
      'atelier_process_resident_memory_bytes',
      'atelier_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    // Routes by pattern, never by id.
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="POST",route="\/api\/resumes",status="201"\} 1/);
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="GET",route="\/api\/resumes\/:id",status="200"\} \d+/);
    expect(text).not.toContain(uploaded.body.id);
    expect(text).toMatch(/atelier_queue_jobs\{queue="resumes",state="completed"\} [1-9]/);
    expect(text).toMatch(/atelier_queue_job_duration_seconds_count\{queue="resumes",outcome="completed"\} [1-9]/);
    expect(text).toMatch(/atelier_resume_parse_duration_seconds_count\{format="pdf",language="en",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/atelier_resume_render_duration_seconds_count\{template="ats",language="en"\} [1-9]/);
    expect(text).toMatch(/atelier_pipeline_stage_duration_seconds_count\{kind="[a-z-]+",stage="[a-z-]+"\} [1-9]/);
  });
});
