import type { SuperMatch } from '../domain/supermatch';

export const SUPERMATCH_REPOSITORY = Symbol('SuperMatchRepository');
export interface SuperMatchRepository {
  insert(supermatch: SuperMatch): Promise<void>;
  /** False when the row is gone (deleted meanwhile): the caller must not bring it back. */
  update(supermatch: SuperMatch): Promise<boolean>;
  /** With the job description (the worker needs it; lists do not). */
  findById(id: string): Promise<SuperMatch | null>;
  listByOwner(ownerId: string): Promise<SuperMatch[]>;
  delete(id: string): Promise<void>;
  deleteByOwner(ownerId: string): Promise<SuperMatch[]>;
}

export const SUPERMATCH_JOBS = Symbol('SuperMatchJobs');
/** The queue that runs SuperMatch pipelines. */
export interface SuperMatchJobs {
  /** `attempt` distinguishes a run after a confirmation from the first one (each is one job). */
  enqueue(supermatchId: string, attempt: number): Promise<void>;
  /** Removes its queued jobs (one per charge); a job already running notices the deletion itself. */
  remove(supermatchId: string, attempts: number): Promise<void>;
}
