import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../queue/queue.module';

// Firebase ID tokens live one hour; five more minutes cover clock skew between issuer and us.
const TOKEN_LIFETIME_SECONDS = 3_600 + 300;
const key = (uid: string) => `atelier:auth:revoked-before:${uid}`;
const suspendedKey = (uid: string) => `atelier:auth:suspended:${uid}`;
// Longer than any account deletion takes; a crashed deletion must not lock the user out for long.
const SUSPENSION_SECONDS = 120;

/**
 * Tokens we refuse although Firebase would still verify them. Checking revocation with Firebase
 * costs a call to Google per request, so production verifies signatures only, and a deleted
 * account's ID token would open the API until it expires, up to an hour later. Marking the uid
 * here when the account is deleted closes that: every web process sees the mark in Redis, and
 * the mark expires with the last token it could concern.
 */
@Injectable()
export class TokenRevocations {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** Refuse this user's tokens issued up to `at` (the user may still sign in again afterwards). */
  async revokeIssuedUpTo(uid: string, at: Date): Promise<void> {
    await this.redis.set(key(uid), String(Math.floor(at.getTime() / 1000)), 'EX', TOKEN_LIFETIME_SECONDS);
  }

  /**
   * Refuse every token of this user for now (while their account is being deleted, so that no
   * request writes data behind the erasers), until `resume` or at most SUSPENSION_SECONDS.
   */
  async suspend(uid: string): Promise<void> {
    await this.redis.set(suspendedKey(uid), '1', 'EX', SUSPENSION_SECONDS);
  }

  async resume(uid: string): Promise<void> {
    await this.redis.del(suspendedKey(uid));
  }

  /** `issuedAt` in seconds since the epoch (the token's iat claim). */
  async isRevoked(uid: string, issuedAt: number): Promise<boolean> {
    const [upTo, suspended] = await this.redis.mget(key(uid), suspendedKey(uid));
    return suspended !== null || (upTo !== null && issuedAt <= Number(upTo));
  }
}
