import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { REDIS_CLIENT } from '../../../../platform/queue/queue.module';
import { RedisThrottlerStorage } from '../../../../platform/rate-limit/redis-throttler.storage';
import type { ContactSenderLimiter } from '../../application/ports';

/**
 * Messages per sender address in a sliding window, counted in Redis with the API's rate-limit
 * storage (exact across processes). The key holds a hash of the address, not the address itself:
 * Redis is no place for personal data.
 */
@Injectable()
export class RedisContactSenderLimiter implements ContactSenderLimiter {
  private readonly storage: RedisThrottlerStorage;

  constructor(
    @Inject(REDIS_CLIENT) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.storage = new RedisThrottlerStorage(redis);
  }

  async tryAccept(senderKey: string): Promise<boolean> {
    const { limit, ttlSeconds } = this.config.contactLimit;
    const key = `contact:sender:${createHash('sha256').update(senderKey).digest('hex')}`;
    const { isBlocked } = await this.storage.increment(key, ttlSeconds * 1000, limit);
    return !isBlocked;
  }
}
