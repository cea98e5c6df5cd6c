import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Observations } from '../../shared/observations';
import { RegisteredQueues } from '../queue/registered-queues';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LONG_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Every series this process exposes at GET /api/metrics (prom-client, one registry per app so
 * tests can start several apps in one process). Each process exposes its own: Prometheus scrapes
 * every web process and sums; see docs/operations.md for what a worker-only process reports.
 */
@Injectable()
export class Metrics implements Observations {
  readonly registry = new Registry();

  readonly http = new Histogram({
    name: 'atelier_http_request_duration_seconds',
    help: 'HTTP requests by method, route (the route pattern, "pages" for pages) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers: [this.registry],
  });

  private readonly jobs = new Histogram({
    name: 'atelier_queue_job_duration_seconds',
    help: 'Queue jobs run by this process, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'],
    buckets: LONG_SECONDS,
    registers: [this.registry],
  });

  private readonly render = new Histogram({
    name: 'atelier_resume_render_duration_seconds',
    help: 'Resume PDF renders (print and read-back check), by template and language',
    labelNames: ['template', 'language'],
    buckets: LONG_SECONDS,
    registers: [this.registry],
  });

  private readonly parse = new Histogram({
    name: 'atelier_resume_parse_duration_seconds',
    help: 'Resume parses by file format, detected language and outcome (ok, failed)',
    labelNames: ['format', 'language', 'outcome'],
    buckets: LONG_SECONDS,
    registers: [this.registry],
  });

  private readonly stages = new Histogram({
    name: 'atelier_pipeline_stage_duration_seconds',
    help: 'Pipeline stages by kind of run and stage',
    labelNames: ['kind', 'stage'],
    buckets: LONG_SECONDS,
    registers: [this.registry],
  });

  private readonly creditsTotal = new Counter({
    name: 'atelier_credits_total',
    help: 'Credits charged and refunded',
    labelNames: ['kind'],
    registers: [this.registry],
  });

  constructor(private readonly queues: RegisteredQueues) {
    collectDefaultMetrics({ register: this.registry, prefix: 'atelier_' });
    const all = () => this.queues.all();
    new Gauge({
      name: 'atelier_queue_jobs',
      help: 'Jobs in each queue by state (read from Redis at scrape time: the same for every process)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const queue of all()) {
          const counts = await queue.getJobCounts();
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, Number(count));
        }
      },
    });
  }

  /** Job durations of the jobs this process runs (Bull's local events fire where the job ran). */
  watchJobs(): void {
    for (const queue of this.queues.all()) {
      const observe = (outcome: string) => (job: { processedOn?: number; finishedOn?: number }) => {
        if (job.processedOn && job.finishedOn) this.jobs.observe({ queue: queue.name, outcome }, (job.finishedOn - job.processedOn) / 1000);
      };
      queue.on('completed', observe('completed'));
      queue.on('failed', observe('failed'));
    }
  }

  rendered(labels: { template: string; language: string }, seconds: number): void {
    this.render.observe(labels, seconds);
  }

  parsed(labels: { format: string; language: string; outcome: 'ok' | 'failed' }, seconds: number): void {
    this.parse.observe(labels, seconds);
  }

  stage(labels: { kind: string; stage: string }, seconds: number): void {
    this.stages.observe(labels, seconds);
  }

  credits(kind: 'charged' | 'refunded', amount: number): void {
    this.creditsTotal.inc({ kind }, amount);
  }
}
