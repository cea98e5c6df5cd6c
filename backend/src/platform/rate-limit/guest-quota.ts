import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT } from '../queue/queue.module';

/**
 * Distinct guests (anonymous users) seen from one IP in a sliding window: a guest already counted
 * is always let in; a new one past the limit is refused with the seconds until a place frees up.
 * One Lua script, so concurrent requests from any number of processes count exactly.
 */
const ADMIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZSCORE', KEYS[1], ARGV[3]) then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/**
 * Guest accounts cost nothing to open (the browser asks Firebase), and each has its own
 * allowances and welcome credits: without this, one person could multiply their budget by
 * opening guests. Counted where our server first sees a guest: its first authenticated request.
 */
@Injectable()
export class GuestQuota {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 0 when the guest may go on, else the seconds to wait. */
  async admit(ip: string, uid: string): Promise<number> {
    const { perIp, ttlSeconds } = this.config.rateLimits.guests;
    try {
      const waitMs = Number(await this.redis.eval(ADMIT, 1, `atelier:guests:${ip}`, ttlSeconds * 1000, perIp, uid));
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    } catch (error) {
      // Redis down: as with the other limits, let the request through rather than refuse everyone.
      this.logger.warn(`guest quota not checked (${error instanceof Error ? error.message : String(error)})`);
      return 0;
    }
  }
}
