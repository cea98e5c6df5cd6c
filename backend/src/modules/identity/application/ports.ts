import type { UserProfile } from '../domain/user-profile';

/** Ports of the identity application layer; infrastructure provides the adapters. */

export const USER_PROFILE_REPOSITORY = Symbol('UserProfileRepository');
export interface UserProfileRepository {
  findByUid(uid: string): Promise<UserProfile | null>;
  save(profile: UserProfile): Promise<void>;
  /** Removes the profile if there is one; removing nothing is not an error (deletion is retried). */
  deleteByUid(uid: string): Promise<void>;
}

export const IDENTITY_PROVIDER = Symbol('IdentityProvider');
/** The hosted identity service (Firebase Authentication). */
export interface IdentityProvider {
  /** Deletes the sign-in account; its tokens stop opening the API at once. A user that no longer exists counts as deleted. */
  deleteUser(uid: string): Promise<void>;
  /** Until `restoreAccess` (or a short while), none of the user's requests is let in. */
  suspendAccess(uid: string): Promise<void>;
  restoreAccess(uid: string): Promise<void>;
  /**
   * Whether the account has a way to sign in again (e-mail and password, a social identity), read
   * from the user record: a token's sign-in provider only says how THAT token was obtained, and a
   * guest token issued before registration still says "anonymous".
   */
  isRegistered(uid: string): Promise<boolean>;
}

export const USER_DATA_ERASERS = Symbol('UserDataErasers');
/**
 * One module's "forget this user": every row, file and queued job it keeps for the uid.
 * Must be idempotent (erasing an already erased user succeeds) because a failed account deletion
 * is retried from the start.
 */
export interface UserDataEraser {
  /** For logs and errors: which module's data this is (e.g. "credits"). */
  readonly name: string;
  eraseUserData(uid: string): Promise<void>;
}

export const CLOCK = Symbol('Clock');
/** The current time, injectable so rules about "how long ago" can be tested without waiting. */
export interface Clock {
  now(): Date;
}
