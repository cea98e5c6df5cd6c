import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StructuredResume } from '../../../../shared/json-resume';
import { ResumeError, type ResumeErrorCode } from '../../domain/resume-errors';
import type { ResumeFileType } from '../../domain/resume-file-type';
import type { ResumeParser } from '../../application/parsing-ports';

type ParseResult = { structured: StructuredResume; text: string };

interface Job {
  id: number;
  content: Buffer;
  type: ResumeFileType;
  resolve(r: ParseResult): void;
  reject(e: Error): void;
}

interface Slot {
  child: ChildProcess | null;
  job: Job | null;
  timer?: NodeJS.Timeout;
  watchdog?: NodeJS.Timeout;
}

export interface ParseLimits {
  /** Wall-clock deadline per document. */
  timeoutMs: number;
  /** V8 heap ceiling of each parse process. */
  maxHeapMb: number;
  /** Resident memory ceiling of each parse process (heap, inflated buffers, everything). */
  maxRssMb: number;
  /** Parse processes working side by side (the resume queue's concurrency). */
  processes: number;
}

/**
 * Parses in child processes, each bounded as a whole: a V8 heap limit, a resident-memory watchdog
 * (buffers that inflation allocates live outside the heap, so the heap limit alone does not hold)
 * and a deadline. A hostile or pathological file can only cost its process, which is killed and
 * replaced; the service and the other documents carry on. Decompression bombs are refused inside
 * the process before any reader inflates them (pdf-inflation.ts, docx-safety.ts), in well under a
 * second, so a queue of them delays other documents by that much each, not by the deadline.
 * Processes stay warm between documents (pdfjs loaded once); jobs wait in one FIFO queue.
 */
@Injectable()
export class WorkerResumeParser implements ResumeParser, OnModuleDestroy {
  readonly limits: ParseLimits = { timeoutMs: 15_000, maxHeapMb: 256, maxRssMb: 512, processes: 2 };
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  parse(content: Buffer, type: ResumeFileType): Promise<ParseResult> {
    return new Promise<ParseResult>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, content, type, resolve, reject });
      this.dispatch();
    });
  }

  /** Process ids of the live parse processes (the tests measure their memory). */
  get pids(): number[] {
    return this.slots.flatMap((slot) => (slot.child?.pid ? [slot.child.pid] : []));
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) this.stop(slot);
  }

  private dispatch(): void {
    while (this.slots.length < this.limits.processes) this.slots.push({ child: null, job: null });
    for (const slot of this.slots) {
      if (slot.job || !this.waiting.length) continue;
      this.run(slot, this.waiting.shift()!);
    }
  }

  private run(slot: Slot, job: Job): void {
    const child = slot.child ?? this.spawn(slot);
    slot.job = job;
    slot.timer = setTimeout(() => this.finish(slot, new ResumeError('PARSE_TIMEOUT'), true), this.limits.timeoutMs);
    slot.watchdog = setInterval(() => void this.checkMemory(slot, child), 50);
    child.send({ id: job.id, content: new Uint8Array(job.content.buffer, job.content.byteOffset, job.content.byteLength), type: job.type });
  }

  /** Over the resident-memory ceiling: the document asks for more than any resume needs. */
  private async checkMemory(slot: Slot, child: ChildProcess): Promise<void> {
    if (slot.child !== child || !slot.job || !child.pid) return;
    const rss = await residentBytes(child.pid);
    if (rss > this.limits.maxRssMb * 1024 * 1024 && slot.child === child && slot.job) {
      this.finish(slot, new ResumeError('DOCUMENT_TOO_LARGE_TO_OPEN', `resident memory ${Math.round(rss / 1048576)} MB`), true);
    }
  }

  private finish(slot: Slot, outcome: Error | ParseResult, kill: boolean): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    clearInterval(slot.watchdog);
    slot.job = null;
    if (kill) this.stop(slot);
    if (job) {
      if (outcome instanceof Error) job.reject(outcome);
      else job.resolve(outcome);
    }
    if (!this.closed) this.dispatch();
  }

  private stop(slot: Slot): void {
    const child = slot.child;
    slot.child = null;
    child?.kill('SIGKILL');
  }

  private spawn(slot: Slot): ChildProcess {
    const compiled = join(__dirname, 'parse.worker.js');
    const heap = `--max-old-space-size=${this.limits.maxHeapMb}`;
    // Under the tests (TypeScript run by swc) the process needs the same TypeScript loader.
    const child = existsSync(compiled)
      ? fork(compiled, [], { execArgv: [heap], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
      : fork(join(__dirname, 'parse.worker.ts'), [], {
          execArgv: [heap, '-r', '@swc-node/register'],
          serialization: 'advanced',
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
    child.unref();
    child.channel?.unref();
    child.on('message', (msg: { id: number; result?: ParseResult; error?: { code: ResumeErrorCode; detail?: string } }) => {
      if (slot.child !== child || slot.job?.id !== msg.id) return;
      this.finish(slot, msg.error ? new ResumeError(msg.error.code, msg.error.detail) : msg.result!, false);
    });
    // Out of heap or a crash: this document fails with a clear code; the next one gets a new process.
    child.on('exit', () => {
      if (slot.child !== child) return;
      slot.child = null;
      if (slot.job) this.finish(slot, new ResumeError('PARSE_TIMEOUT', 'parse process exited'), false);
    });
    child.on('error', () => undefined);
    slot.child = child;
    return child;
  }
}

/** A process's resident set size, from /proc (Linux); 0 where /proc is not available. */
async function residentBytes(pid: number): Promise<number> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}
