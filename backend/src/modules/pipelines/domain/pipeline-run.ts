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
 * Each kind's ordered stages are declared by the module that owns the kind, with its API (the
 * contract's INTAKE_STAGES, ENHANCEMENT_STAGES, SUPERMATCH_STAGES), and given to the run when it is
 * queued: this generic module knows no kind's stages.
 */
export class PipelineRun {
  id!: string;
  ownerId!: string;
  kind!: string;
  /** The kind's stages, in the order they run (declared by the module that queued the run). */
  stages!: string[];
  /** What the run works on: the SuperMatch id, or the resume id for an intake or an enhancement. */
  subjectId!: string;
  status!: PipelineStatus;
  stage!: string | null;
  errorCode!: string | null;
  /** A small summary for the screen once finished (ids, verdict): never the whole resume. */
  result!: Record<string, unknown> | null;
  createdAt!: Date;
  updatedAt!: Date;

  static queue(
    props: { id: string; ownerId: string; kind: string; stages: readonly string[]; subjectId: string },
    now = new Date(),
  ): PipelineRun {
    const run = new PipelineRun();
    Object.assign(run, {
      ...props,
      stages: [...props.stages],
      status: 'queued',
      stage: null,
      errorCode: null,
      result: null,
      createdAt: now,
      updatedAt: now,
    });
    return run;
  }

  /** The state as plain data (dates as ISO strings): what a progress event carries between processes. */
  snapshot(): PipelineRunSnapshot {
    // Field by field: a run loaded by the ORM carries bookkeeping of its own that is no state.
    const { id, ownerId, kind, stages, subjectId, status, stage, errorCode, result } = this;
    return {
      id,
      ownerId,
      kind,
      stages,
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
  enterStage(stage: string, now = new Date()): boolean {
    const stages = this.stages;
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

  succeed(result: Record<string, unknown>, now = new Date()): void {
    this.status = 'succeeded';
    this.stage = this.stages.at(-1) ?? null;
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
  progress(): number {
    if (this.status === 'succeeded') return 100;
    if (!this.stages.length) return 0;
    const index = this.stage ? this.stages.indexOf(this.stage) : -1;
    return Math.round((100 * Math.max(0, index)) / this.stages.length);
  }
}
