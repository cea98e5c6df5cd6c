import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';

/**
 * A sliding window per key: a sorted set of the accepted hits' times. Runs as one Lua script, so
 * concurrent requests from any number of processes count exactly; the time is Redis's, so the
 * processes' clocks do not matter. A refused request is not recorded: a client hammering the API
 * does not push its own window further, and Retry-After says exactly when a slot frees up.
 * Returns { hits, ms until the oldest hit leaves the window, refused (0|1) }.
 */
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local hits = redis.call('ZCARD', KEYS[1])
local refused = 1
if hits < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  hits = hits + 1
  refused = 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local resetIn = window
if oldest[2] then resetIn = tonumber(oldest[2]) + window - now end
return { hits + refused, resetIn, refused }
`;

/**
 * @nestjs/throttler storage on Redis, so a limit holds across every web process. The guard's
 * blockDuration is not used: with a sliding window, a client over the limit is refused exactly
 * until its oldest counted request is older than the window.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'atelier:rate:',
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
  ): Promise<{ totalHits: number; timeToExpire: number; isBlocked: boolean; timeToBlockExpire: number }> {
    try {
      const [hits, resetInMs, refused] = (await this.redis.eval(SLIDING_WINDOW, 1, this.prefix + key, ttl, limit, randomUUID())) as [
        number,
        number,
        number,
      ];
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      return { totalHits: hits, timeToExpire: seconds, isBlocked: refused === 1, timeToBlockExpire: refused === 1 ? seconds : 0 };
    } catch (error) {
      // Redis down: let the request through (uploads fail on their own without Redis anyway);
      // refusing every sign-in because the limiter is down would be worse than not limiting.
      this.logger.warn(`rate limit not checked (${error instanceof Error ? error.message : String(error)})`);
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
