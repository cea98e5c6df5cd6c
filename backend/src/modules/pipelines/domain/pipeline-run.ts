import { PipelineError } from './pipeline-errors';

export type PipelineStatus = 'queued' | 'running' | 'needs-confirmation' | 'succeeded' | 'failed';

export type PipelineRunSnapshot = Omit<
  { [K in keyof PipelineRun as PipelineRun[K] extends (...args: never[]) => unknown ? never : K]: PipelineRun[K] },
  'createdAt' | 'updatedAt'
> & { createdAt: string; updatedAt: string };

const FINISHED: readonly PipelineStatus[] = ['needs-confirmation', 'succeeded', 'failed'];

/**
 * One run of a pipeline (a resume intake, an enhancement or a SuperMatch) for one user: what the
 * progress screen and its server-sent events show. Stages only move forward, so a retried job
 * that replays a stage it already reported does not move the bar backwards.
 *
 * Each kind's ordered stage list is stated once, in the API contract (PIPELINE_STAGES of
 * @atelier/contracts), which the domain may not import: the application passes the run's list
 * (`stages`) to the rules that need it.
 */
export class PipelineRun {
  id!: string;
  ownerId!: string;
  kind!: string;
  /** What the run works on: the SuperMatch id, or the resume id for an intake or an enhancement. */
  subjectId!: string;
  status!: PipelineStatus;
  stage!: string | null;
  errorCode!: string | null;
  /** A small summary for the screen once finished (ids, verdict): never the whole resume. */
  result!: Record<string, unknown> | null;
  createdAt!: Date;
  updatedAt!: Date;

  static queue(props: { id: string; ownerId: string; kind: string; subjectId: string }, now = new Date()): PipelineRun {
    const run = new PipelineRun();
    Object.assign(run, { ...props, status: 'queued', stage: null, errorCode: null, result: null, createdAt: now, updatedAt: now });
    return run;
  }

  /** The state as plain data (dates as ISO strings): what a progress event carries between processes. */
  snapshot(): PipelineRunSnapshot {
    // Field by field: a run loaded by the ORM carries bookkeeping of its own that is no state.
    const { id, ownerId, kind, subjectId, status, stage, errorCode, result } = this;
    return {
      id,
      ownerId,
      kind,
      subjectId,
      status,
      stage,
      errorCode,
      result,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }

  static fromSnapshot(snapshot: PipelineRunSnapshot): PipelineRun {
    return Object.assign(new PipelineRun(), {
      ...snapshot,
      createdAt: new Date(snapshot.createdAt),
      updatedAt: new Date(snapshot.updatedAt),
    });
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  isFinished(): boolean {
    return FINISHED.includes(this.status);
  }

  /** Returns false (and changes nothing) when the run is already at or past this stage. */
  enterStage(stage: string, stages: readonly string[], now = new Date()): boolean {
    const next = stages.indexOf(stage);
    if (next < 0) throw new PipelineError('PIPELINE_STAGE_OUT_OF_ORDER');
    const current = this.stage ? stages.indexOf(this.stage) : -1;
    if (this.status === 'succeeded' || (next <= current && this.status === 'running')) return false;
    this.stage = stage;
    this.status = 'running';
    this.errorCode = null;
    this.updatedAt = now;
    return true;
  }

  /** Stopped for the user to decide (a poor match): the result says why. */
  awaitConfirmation(result: Record<string, unknown>, now = new Date()): void {
    this.status = 'needs-confirmation';
    this.result = result;
    this.updatedAt = now;
  }

  /** The user confirmed: the run goes on from where it stopped. */
  resume(now = new Date()): void {
    this.status = 'queued';
    this.updatedAt = now;
  }

  succeed(result: Record<string, unknown>, stages: readonly string[], now = new Date()): void {
    this.status = 'succeeded';
    this.stage = stages.at(-1) ?? null;
    this.result = result;
    this.errorCode = null;
    this.updatedAt = now;
  }

  fail(errorCode: string, now = new Date()): void {
    this.status = 'failed';
    this.errorCode = errorCode;
    this.updatedAt = now;
  }

  /** Percent done: stages entered so far (the current one counts as started, not finished). */
  progress(stages: readonly string[]): number {
    if (this.status === 'succeeded') return 100;
    const index = this.stage ? stages.indexOf(this.stage) : -1;
    return Math.round((100 * Math.max(0, index)) / stages.length);
  }
}
