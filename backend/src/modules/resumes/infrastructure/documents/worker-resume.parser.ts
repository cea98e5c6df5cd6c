import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StructuredResume } from '../../../../shared/json-resume';

type ParseResult = { structured: StructuredResume; text: string };
import { ResumeError, type ResumeErrorCode } from '../../domain/resume-errors';
import type { ResumeFileType } from '../../domain/resume-file-type';
import type { ResumeParser } from '../../application/parsing-ports';

interface Pending {
  resolve(r: ParseResult): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
  worker: Worker;
}

/**
 * Parses in a worker thread with a heap limit and a deadline: a hostile or pathological file can
 * only cost that worker, which is then replaced; the process and other jobs carry on. One warm
 * worker (parsing is CPU-bound and the machine small) keeps pdfjs loaded between documents.
 */
@Injectable()
export class WorkerResumeParser implements ResumeParser, OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  /** Per document: wall-clock deadline and the worker's heap ceiling. */
  readonly limits = { timeoutMs: 15_000, maxHeapMb: 384 };

  parse(content: Buffer, type: ResumeFileType): Promise<ParseResult> {
    // One document at a time per worker: a deadline then measures this document alone.
    const run = this.queue.then(() => this.send(content, type));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }

  private send(content: Buffer, type: ResumeFileType): Promise<ParseResult> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<ParseResult>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(id, 'PARSE_TIMEOUT', true), this.limits.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, worker });
      worker.postMessage({ id, content: new Uint8Array(content), type });
    });
  }

  private fail(id: number, code: ResumeErrorCode, restart: boolean): void {
    const job = this.pending.get(id);
    if (job) {
      clearTimeout(job.timer);
      this.pending.delete(id);
      job.reject(new ResumeError(code));
    }
    if (restart) {
      void this.worker?.terminate();
      this.worker = null;
    }
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const compiled = join(__dirname, 'parse.worker.js');
    // Under the tests (TypeScript run by swc) the worker needs the same TypeScript loader.
    const worker = existsSync(compiled)
      ? new Worker(compiled, { resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb } })
      : new Worker(join(__dirname, 'parse.worker.ts'), {
          execArgv: ['-r', '@swc-node/register'],
          resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
        });
    worker.unref();
    worker.on('message', (msg: { id: number; result?: ParseResult; error?: { code: ResumeErrorCode; detail?: string } }) => {
      const job = this.pending.get(msg.id);
      if (!job) return;
      clearTimeout(job.timer);
      this.pending.delete(msg.id);
      if (msg.error) job.reject(new ResumeError(msg.error.code, msg.error.detail));
      else job.resolve(msg.result!);
    });
    // Out of memory or a crash: the jobs of this worker fail with a clear code; the next job gets a
    // new worker. (Only this worker's jobs: a replacement may already be at work.)
    const failOwnJobs = () => {
      for (const [id, job] of [...this.pending]) if (job.worker === worker) this.fail(id, 'PARSE_TIMEOUT', false);
    };
    worker.on('error', failOwnJobs);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      failOwnJobs();
    });
    this.worker = worker;
    return worker;
  }
}
