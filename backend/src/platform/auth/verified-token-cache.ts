import { createHash } from 'node:crypto';

/** What a verified token says, kept for a short while (no token itself: only its hash is a key). */
export interface VerifiedClaims {
  uid: string;
  iat: number;
  exp: number;
  signInProvider?: string;
  email?: string;
  emailVerified: boolean;
  authTime?: number;
}

/**
 * Verified tokens for a short time, so a request does not pay a signature check (or, with the
 * Auth emulator, a user lookup) when the same token was verified seconds ago. Bounded in size and
 * never past the token's own expiry. It caches only the verification: the revocation list
 * (TokenRevocations, in Redis) is still read on every request, so a deleted account or a revoked
 * session is refused at once on every process.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { claims: VerifiedClaims; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(kind: string, token: string): VerifiedClaims | null {
    if (this.ttlMs <= 0) return null;
    const key = keyOf(kind, token);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.claims;
  }

  set(kind: string, token: string, claims: VerifiedClaims): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(this.now() + this.ttlMs, claims.exp * 1000);
    if (until <= this.now()) return;
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyOf(kind, token), { claims, until });
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (kind: string, token: string) => createHash('sha256').update(kind).update('\0').update(token).digest('base64url');
