import type { SuperMatch } from '../domain/supermatch';

export const SUPERMATCH_REPOSITORY = Symbol('SuperMatchRepository');
export interface SuperMatchRepository {
  insert(supermatch: SuperMatch): Promise<void>;
  /** False when the row is gone (deleted meanwhile): the caller must not bring it back. */
  update(supermatch: SuperMatch): Promise<boolean>;
  /** With the job description (the worker needs it; lists do not). Not one in the bin. */
  findById(id: string): Promise<SuperMatch | null>;
  /** Whether a row has this id, in the bin or not (an idempotency key already spent). */
  isTaken(id: string): Promise<boolean>;
  /** Not those in the bin. */
  listByOwner(ownerId: string): Promise<SuperMatch[]>;
  delete(id: string): Promise<void>;
  /** Moves it to the bin. */
  moveToBin(id: string, now: Date): Promise<void>;
  /** The user's SuperMatch in the bin since `since`, taken out of it; null when there is none. */
  restore(ownerId: string, id: string, since: Date): Promise<SuperMatch | null>;
  /** The user's SuperMatches in the bin since `since`, most recently deleted first. */
  listDeleted(ownerId: string, since: Date): Promise<SuperMatch[]>;
  /** Erases those in the bin since before `before`; returns how many. */
  purgeDeletedBefore(before: Date): Promise<number>;
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
